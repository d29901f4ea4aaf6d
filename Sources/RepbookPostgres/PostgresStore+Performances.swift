import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Finished workouts read back on PostgreSQL: the history list a page at a time.
extension PostgresStore {
    public func completedWorkouts(userID: Int64, limit: Int, before cursor: Int64?) async throws -> [Workout] {
        try await snapshot { connection in
            // The page's ids by `workout_by_user_start` newest first, then the workouts whole. The cursor is the last
            // workout of the page before; a workout not the user's (or gone) ends the list.
            let ids = try await connection.all(
                """
                SELECT id FROM workout
                WHERE user_id = \(userID) AND ended_at IS NOT NULL
                  AND (\(cursor)::bigint IS NULL
                       OR (started_at, id) < (SELECT started_at, id FROM workout WHERE id = \(cursor) AND user_id = \(userID)))
                ORDER BY started_at DESC, id DESC LIMIT \(limit)
                """, logger: logger) { try $0.decode(Int64.self) }
            return try await PostgresWorkoutLoading.workouts(ids: ids, connection: connection, logger: logger)
        }
    }
}
