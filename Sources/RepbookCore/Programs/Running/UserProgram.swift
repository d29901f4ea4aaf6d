import Foundation

/// A program a user runs: their copy of the definition (as copied from the library or edited), which of their
/// exercises each lift is, where they stand in it, and whether it still runs.
public struct UserProgram: Equatable, Sendable, Identifiable {
    public let id: Int64
    /// The definition as the user copied or edited it; its `slug` names the library program it came from.
    public let program: Program
    /// The user's exercise id for each lift key of the program.
    public let exerciseIDs: [String: Int64]
    /// The position, training maxes with their dated history, and each slot's state.
    public let state: ProgramState
    /// The day it was started, in the user's calendar and time zone.
    public let startedOn: LocalDate
    /// When it was ended; nil while it runs.
    public let endedAt: Date?

    public init(
        id: Int64, program: Program, exerciseIDs: [String: Int64], state: ProgramState, startedOn: LocalDate, endedAt: Date?
    ) {
        self.id = id
        self.program = program
        self.exerciseIDs = exerciseIDs
        self.state = state
        self.startedOn = startedOn
        self.endedAt = endedAt
    }

    /// Whether the program still runs (the user has at most one running).
    public var isActive: Bool { endedAt == nil }

    /// The program's name.
    public var name: String { program.name }

    /// The lift key mapped to `exerciseID`, if any.
    public func liftKey(forExercise exerciseID: Int64) -> String? {
        exerciseIDs.filter { $0.value == exerciseID }.keys.sorted().first
    }
}
