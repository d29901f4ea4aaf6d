import Foundation
import RepbookCore

/// A workout's end and its undoing: finishing it (its open sets dropped, its summaries and running bests written, the
/// summary answered), reopening a finished one, deleting one. On PostgreSQL each first locks the user's row, since the
/// running bests of the user's exercises are folded again from another snapshot by any other of these.
extension SQLStore {
    public func finishWorkout(
        _ workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<FinishedWorkout>?
    ) async throws -> Once<FinishedWorkout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            try UserLock.lock(userID: userID, connection)
            let workoutID: Int64
            switch workout {
            case .id(let id):
                // A finished workout is refused by `FinishedWorkout.check` below, with its own words; on PostgreSQL the row
                // is locked all the same, so a set change waiting on it sees the workout finished.
                guard try connection.row(WorkoutEndStatements.lockWorkout, [id, userID]) != nil else {
                    throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(id)"]))
                }
                workoutID = id
            case .active:
                workoutID = try LiveWorkoutChecks.openWorkoutID(.active, userID: userID, connection)
            }
            let current = try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
            try FinishedWorkout.check(current)
            try connection.execute(WorkoutEndStatements.dropOpenSets, [workoutID])
            try connection.execute(WorkoutEndStatements.dropEmptyExercises, [workoutID])
            try connection.execute(WorkoutEndStatements.end, [max(now, current.startedAt), workoutID])
            try SessionWriting.rewrite(workoutIDs: [workoutID], connection)
            let finished = try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
            // A program day advances its program in this same transaction, from the sets as they were finished.
            try ProgramProgress.advance(after: finished, userID: userID, connection)
            return FinishedWorkout(workout: finished, summary: try FinishedWorkoutSummaryRead.summary(of: finished, userID: userID, connection))
        }
    }

    public func reopenWorkout(_ workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            // The user's row keeps a start from slipping in between the check for a workout in progress and the
            // reopening, and another fold of the user's running bests from running at once.
            try UserLock.lock(userID: userID, connection)
            guard let row = try connection.row(WorkoutEndStatements.lockedEnd, [workoutID, userID]) else {
                throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(workoutID)"]))
            }
            try WorkoutReopening.check(endedAt: try row["ended_at"], source: try row.choice("source"), now: now)
            if let active: String = try connection.value(WorkoutEndStatements.activeName, [userID], column: "name") {
                throw DomainError.conflict(LocalizedText("error.in_progress_finish_or_discard_it", ["active": "\(active)"]))
            }
            try connection.execute("UPDATE workout SET ended_at = NULL WHERE id = ?", [workoutID])
            // Its summaries go and the running bests of its exercises' later sessions are folded again.
            try SessionWriting.rewrite(workoutIDs: [workoutID], connection)
            return try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
        }
    }

    public func deleteWorkout(
        workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date, once claim: OnceClaim<Int64>?
    ) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            try UserLock.lock(userID: userID, connection)
            if onlyActive { try LiveWorkoutChecks.requireOpenWorkout(workoutID, userID: userID, connection) }
            guard try SessionWriting.deleteWorkout(workoutID, userID: userID, connection) else {
                throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(workoutID)"]))
            }
            return workoutID
        }
    }
}

/// The statements of a workout's end.
enum WorkoutEndStatements {
    static let lockWorkout = SQL("SELECT id FROM workout WHERE id = ? AND user_id = ?").lockingOnPostgres("FOR NO KEY UPDATE")
    static let lockedEnd = SQL("SELECT ended_at, source FROM workout WHERE id = ? AND user_id = ?").lockingOnPostgres("FOR NO KEY UPDATE")
    static let activeName: SQL = "SELECT name FROM workout WHERE user_id = ? AND ended_at IS NULL"
    static let dropOpenSets: SQL = """
        DELETE FROM workout_set WHERE NOT is_done
        AND workout_exercise_id IN (SELECT id FROM workout_exercise WHERE workout_id = ?)
        """
    static let dropEmptyExercises: SQL = """
        DELETE FROM workout_exercise WHERE workout_id = ?
        AND NOT EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id)
        """
    static let end: SQL = "UPDATE workout SET ended_at = ?, rest_started_at = NULL, rest_ends_at = NULL WHERE id = ?"
}
