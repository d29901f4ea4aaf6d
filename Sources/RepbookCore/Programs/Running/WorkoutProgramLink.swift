import Foundation

/// The program day a workout runs: the user's program and the position the workout was started at. Finishing the
/// workout advances the program only while the program is still at that position.
public struct WorkoutProgramLink: Equatable, Sendable {
    public let programID: Int64
    public let position: ProgramPosition

    public init(programID: Int64, position: ProgramPosition) {
        self.programID = programID
        self.position = position
    }
}
