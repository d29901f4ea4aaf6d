import Foundation

/// Persistence of a user's programs (their definition, lift mapping, position, training maxes with every dated change,
/// slot states); every call is scoped to one user and each change is one transaction, applied once per client key (a
/// repeat of a keyed change answers the first answer and changes nothing). Finishing a workout started from a program
/// advances it inside the finish's own transaction (`WorkoutIntentStore.finishWorkout`).
public protocol ProgramStore: Sendable {
    /// The user's programs, the running one first, then the newest.
    func programs(userID: Int64) async throws -> [UserProgram]
    /// One program; nil for a missing id or another user's program.
    func program(id: Int64, userID: Int64) async throws -> UserProgram?
    /// The user's running program, if any.
    func activeProgram(userID: Int64) async throws -> UserProgram?
    /// Stores a new running program; an exercise that is not the user's is not found (naming the lift), a program already
    /// running is a conflict.
    func insertProgram(_ draft: ProgramDraft, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?) async throws -> Once<UserProgram>
    /// Sets a lift's training max on `date` with `reason`, the old values kept in its history; a lift without a training
    /// max in the program is refused naming it.
    func setTrainingMax(
        programID: Int64, liftKey: String, weight: Weight, date: LocalDate, reason: LocalizedText, userID: Int64, now: Date,
        once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram>
    /// Skips the day at the program's position (`ProgramAdvance` with nothing logged: only the position moves).
    func skipProgramDay(
        programID: Int64, date: LocalDate, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram>
    /// Moves the program to `position` (its week and day must be in the program); training maxes and slots stay.
    func moveProgram(
        programID: Int64, to position: ProgramPosition, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram>
    /// Ends a running program (it stays, read-only, with its history).
    func endProgram(programID: Int64, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?) async throws -> Once<UserProgram>
    /// Deletes a program and its history; workouts it started stay, unlinked.
    func deleteProgram(programID: Int64, userID: Int64) async throws
}
