import Foundation

/// One program day computed for a lifter: where it is in the program and every set to do.
public struct PrescribedSession: Equatable, Sendable {
    public var position: ProgramPosition
    public var name: String
    public var isDeloadWeek: Bool
    public var exercises: [PrescribedExercise]

    public init(position: ProgramPosition, name: String, isDeloadWeek: Bool, exercises: [PrescribedExercise]) {
        self.position = position
        self.name = name
        self.isDeloadWeek = isDeloadWeek
        self.exercises = exercises
    }
}
