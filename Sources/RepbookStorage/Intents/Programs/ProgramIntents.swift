import Foundation
import RepbookCore

/// A user's programs: listed, read, started, their training maxes set, a day skipped or moved, ended, deleted. Each change
/// is one transaction that locks (on PostgreSQL) and reads the program, applies Core's rule and writes what changed; a
/// keyed change claims its key in that transaction (`writeOnce`).
extension SQLStore {
    public func programs(userID: Int64) async throws -> [UserProgram] {
        try await engine.read { connection in
            try ProgramRows.fetch(SQL("user_id = ? ORDER BY ended_at IS NOT NULL, id DESC"), [userID], connection)
        }
    }

    public func program(id: Int64, userID: Int64) async throws -> UserProgram? {
        try await engine.read { connection in try ProgramRows.fetch(SQL("id = ? AND user_id = ?"), [id, userID], connection).first }
    }

    public func activeProgram(userID: Int64) async throws -> UserProgram? {
        try await engine.read { connection in
            try ProgramRows.fetch(SQL("user_id = ? AND ended_at IS NULL"), [userID], connection).first
        }
    }

    public func insertProgram(
        _ draft: ProgramDraft, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            try UserLock.lock(userID: userID, connection)
            let id = try ProgramWriting.insert(draft, endedAt: nil, userID: userID, now: now, connection)
            return try ProgramRows.require(id, userID: userID, connection)
        }
    }

    public func setTrainingMax(
        programID: Int64, liftKey: String, weight: Weight, date: LocalDate, reason: LocalizedText, userID: Int64, now: Date,
        once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let running = try ProgramRows.requireRunningForChange(programID, userID: userID, connection)
            guard let lift = running.program.trainingMaxLifts.first(where: { $0.key == liftKey }) else {
                throw DomainError.invalid(field: "lift", message:
                    LocalizedText("error.has_no_training_max_for", ["program": "\(running.name)", "key": "\(liftKey)"]))
            }
            var state = running.state
            let current = state.trainingMaxes[lift.key]
            state.trainingMaxes[lift.key] =
                current?.setting(weight, date: date, reason: reason) ?? TrainingMax(weight, date: date, reason: reason)
            try ProgramStateWriting.write(state, over: running.state, programID: programID, now: now, connection)
            return try ProgramRows.require(programID, userID: userID, connection)
        }
    }

    public func skipProgramDay(
        programID: Int64, date: LocalDate, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let running = try ProgramRows.requireRunningForChange(programID, userID: userID, connection)
            let next = try ProgramAdvance.advance(running.state, program: running.program, logged: LoggedSession(date: date, exercises: [:]))
            try ProgramStateWriting.write(next.state, over: running.state, programID: programID, now: now, connection)
            return try ProgramRows.require(programID, userID: userID, connection)
        }
    }

    public func moveProgram(
        programID: Int64, to position: ProgramPosition, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?
    ) async throws -> Once<UserProgram> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let running = try ProgramRows.requireRunningForChange(programID, userID: userID, connection)
            guard position.cycle >= 1, position.cycle <= 1000, running.program.day(at: position) != nil else {
                throw DomainError.invalid(
                    field: "position",
                    message: LocalizedText("error.program.position_range", [
                        "program": .text(running.name), "weeks": .text(String(running.program.weeks.count)),
                        "days": .text(String(running.program.daysPerWeek)),
                    ]))
            }
            var state = running.state
            state.position = position
            try ProgramStateWriting.write(state, over: running.state, programID: programID, now: now, connection)
            return try ProgramRows.require(programID, userID: userID, connection)
        }
    }

    public func endProgram(programID: Int64, userID: Int64, now: Date, once claim: OnceClaim<UserProgram>?) async throws -> Once<UserProgram> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let running = try ProgramRows.requireRunningForChange(programID, userID: userID, connection)
            try connection.execute("UPDATE user_program SET ended_at = ?, updated_at = ? WHERE id = ?", [now, now, running.id])
            return try ProgramRows.require(programID, userID: userID, connection)
        }
    }

    public func deleteProgram(programID: Int64, userID: Int64) async throws {
        try await engine.write { connection in
            guard try connection.execute("DELETE FROM user_program WHERE id = ? AND user_id = ?", [programID, userID]) > 0 else {
                throw ProgramRows.notFound(programID)
            }
        }
    }
}
