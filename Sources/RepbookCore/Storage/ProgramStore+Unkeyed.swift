import Foundation

/// The program changes without a client key (the pages, the CLI, restores of tests' fixtures): always applied now.
extension ProgramStore {
    /// `insertProgram` without a key.
    public func insertProgram(_ draft: ProgramDraft, userID: Int64, now: Date) async throws -> UserProgram {
        try await insertProgram(draft, userID: userID, now: now, once: nil).unkeyed()
    }

    /// `setTrainingMax` without a key.
    public func setTrainingMax(
        programID: Int64, liftKey: String, weight: Weight, date: LocalDate, reason: LocalizedText, userID: Int64, now: Date
    ) async throws -> UserProgram {
        try await setTrainingMax(
            programID: programID, liftKey: liftKey, weight: weight, date: date, reason: reason, userID: userID, now: now, once: nil
        ).unkeyed()
    }

    /// `skipProgramDay` without a key.
    public func skipProgramDay(programID: Int64, date: LocalDate, userID: Int64, now: Date) async throws -> UserProgram {
        try await skipProgramDay(programID: programID, date: date, userID: userID, now: now, once: nil).unkeyed()
    }

    /// `moveProgram` without a key.
    public func moveProgram(programID: Int64, to position: ProgramPosition, userID: Int64, now: Date) async throws -> UserProgram {
        try await moveProgram(programID: programID, to: position, userID: userID, now: now, once: nil).unkeyed()
    }

    /// `endProgram` without a key.
    public func endProgram(programID: Int64, userID: Int64, now: Date) async throws -> UserProgram {
        try await endProgram(programID: programID, userID: userID, now: now, once: nil).unkeyed()
    }
}
