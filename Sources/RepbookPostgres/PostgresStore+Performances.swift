import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Finished workouts read back on PostgreSQL: the history list a page at a time, and each exercise's last sessions (last
/// time's numbers, the progression rules).
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

    public func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?) async throws -> [Int64: [SetValues]] {
        try await recentPerformances(userID: userID, exerciseIDs: exerciseIDs, sessions: 1, excluding: workoutID).compactMapValues(\.first)
    }

    public func recentPerformances(
        userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?
    ) async throws -> [Int64: [[SetValues]]] {
        guard !exerciseIDs.isEmpty, sessions > 0 else { return [:] }
        return try await single { connection in
            try await Self.recentPerformances(
                userID: userID, exerciseIDs: exerciseIDs, sessions: sessions, excluding: workoutID, connection: connection, logger: logger)
        }
    }

    /// For each exercise, the done sets of each of the last `sessions` finished workouts (other than `workoutID`) that
    /// contain it, newest first, in one statement whose cost does not grow with the history: per exercise, one walk of
    /// `workout_exercise_by_exercise_start` newest first that stops after `sessions` finished entries with a done set,
    /// then a seek of each entry's sets by `workout_set_by_workout_exercise`.
    static func recentPerformances(
        userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?, connection: PostgresConnection, logger: Logger
    ) async throws -> [Int64: [[SetValues]]] {
        let rows = try await connection.all(
            """
            SELECT wanted.exercise_id, entry.id, \(unescaped: PostgresWorkoutLoading.setValuesColumns)
            FROM (SELECT DISTINCT unnest(\(exerciseIDs)::bigint[]) AS exercise_id) AS wanted
            CROSS JOIN LATERAL (
                SELECT workout_exercise.id, workout_exercise.workout_started_at, workout_exercise.workout_id, workout_exercise.position
                FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                WHERE workout_exercise.exercise_id = wanted.exercise_id AND workout.user_id = \(userID) AND workout.ended_at IS NOT NULL
                  AND workout.id IS DISTINCT FROM \(workoutID)::bigint
                  AND EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done)
                ORDER BY workout_exercise.workout_started_at DESC, workout_exercise.workout_id DESC, workout_exercise.position
                LIMIT \(sessions)
            ) AS entry
            JOIN workout_set ON workout_set.workout_exercise_id = entry.id AND workout_set.is_done
            ORDER BY wanted.exercise_id, entry.workout_started_at DESC, entry.workout_id DESC, entry.position, workout_set.position
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                (exerciseID: try columns.next(Int64.self), entryID: try columns.next(Int64.self), values: try PostgresWorkoutLoading.setValues(&columns))
            })
        // Rows come entry by entry, so a new entry id starts the next session of its exercise.
        var result: [Int64: [[SetValues]]] = [:]
        var previousEntry: Int64?
        for row in rows {
            if row.entryID != previousEntry { result[row.exerciseID, default: []].append([]) }
            previousEntry = row.entryID
            let last = result[row.exerciseID, default: []].count - 1
            result[row.exerciseID, default: []][last].append(row.values)
        }
        return result
    }
}
