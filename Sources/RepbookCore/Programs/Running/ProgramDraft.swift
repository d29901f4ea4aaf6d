import Foundation

/// A program about to be stored for a user: the definition, the lift key → exercise id mapping, and its starting state
/// (made by `ProgramState.start`). The store checks every exercise id is the user's.
public struct ProgramDraft: Equatable, Sendable {
    public let program: Program
    public let exerciseIDs: [String: Int64]
    public let state: ProgramState
    public let startedOn: LocalDate

    public init(program: Program, exerciseIDs: [String: Int64], state: ProgramState, startedOn: LocalDate) {
        self.program = program
        self.exerciseIDs = exerciseIDs
        self.state = state
        self.startedOn = startedOn
    }
}
