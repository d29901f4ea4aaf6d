import Foundation

/// One training day of a program week: its name and exercise slots in order.
public struct ProgramDay: Equatable, Sendable {
    public var name: String
    public var slots: [ExerciseSlot]

    public init(name: String, slots: [ExerciseSlot]) {
        self.name = name
        self.slots = slots
    }
}
