import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// Reopens a finished workout in one transaction: reads it (the user's, else not found), applies `WorkoutReopening`,
    /// refuses while another workout is in progress, clears its end and drops its session summaries (a workout in
    /// progress has none; finishing again writes them).
    public func reopenWorkout(workoutID: Int64, userID: Int64, now: Date) async throws {
        try await writer.write { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT ended_at, source FROM workout WHERE id = ? AND user_id = ?", arguments: [workoutID, userID])
            else { throw DomainError.notFound("No workout with id \(workoutID).") }
            let source: WorkoutSource = try RowDecoding.enumValue(row, "source")
            try WorkoutReopening.check(endedAt: row["ended_at"], source: source, now: now)
            if let active = try String.fetchOne(db, sql: "SELECT name FROM workout WHERE user_id = ? AND ended_at IS NULL", arguments: [userID]) {
                throw DomainError.conflict("\"\(active)\" is in progress. Finish or discard it before reopening another workout.")
            }
            try db.execute(sql: "UPDATE workout SET ended_at = NULL WHERE id = ?", arguments: [workoutID])
            // Its summaries go and the running bests of its exercises' later sessions are folded again.
            try ExerciseSessionWriting.rewrite(workoutIDs: [workoutID], db: db)
        }
    }
}
