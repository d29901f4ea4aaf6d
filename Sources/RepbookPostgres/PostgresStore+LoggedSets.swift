import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// An exercise's log by day on PostgreSQL: its done sets with their days, a page of days at a time, and each exercise's
/// last finished day.
extension PostgresStore {
    public func loggedSets(userID: Int64, exerciseID: Int64) async throws -> [LoggedSet] {
        try await loggedSets(userID: userID, exerciseID: exerciseID, before: nil, days: Int(Int32.max))
    }

    public func loggedSets(userID: Int64, exerciseID: Int64, before: LocalDate?, days: Int) async throws -> [LoggedSet] {
        let before = before.map(PostgresDay.init)
        return try await single { connection in
            // The page's days by `workout_exercise_by_exercise_day` newest first, then those days' entries and done sets.
            try await connection.all(
                """
                SELECT workout.local_date, \(unescaped: PostgresRowDecoding.loggedSetColumns)
                FROM workout_exercise
                JOIN workout ON workout.id = workout_exercise.workout_id
                JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                WHERE workout_exercise.exercise_id = \(exerciseID) AND workout.user_id = \(userID) AND workout_set.is_done
                  AND workout_exercise.workout_local_date IN (
                    SELECT DISTINCT day_entry.workout_local_date FROM workout_exercise AS day_entry
                    JOIN workout AS day_workout ON day_workout.id = day_entry.workout_id AND day_workout.user_id = \(userID)
                    WHERE day_entry.exercise_id = \(exerciseID) AND (\(before)::date IS NULL OR day_entry.workout_local_date < \(before))
                      AND EXISTS (SELECT 1 FROM workout_set AS done WHERE done.workout_exercise_id = day_entry.id AND done.is_done)
                    ORDER BY day_entry.workout_local_date DESC LIMIT \(days))
                ORDER BY workout.local_date DESC, workout_exercise.position, workout_set.position, workout_set.id
                """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.loggedSet))
        }
    }

    public func lastDayLoggedSets(userID: Int64) async throws -> [Int64: [LoggedSet]] {
        try await single { connection in
            // Per exercise: one seek for its last finished day (`PostgresExerciseHistory.lastFinishedDay`), then that
            // day's entries of it by `workout_exercise_by_exercise_day` and their done sets.
            let rows = try await connection.all(
                """
                SELECT exercise.id, workout_exercise.workout_local_date, \(unescaped: PostgresRowDecoding.loggedSetColumns)
                FROM exercise
                JOIN workout_exercise ON workout_exercise.exercise_id = exercise.id
                 AND workout_exercise.workout_local_date = \(unescaped: PostgresExerciseHistory.lastFinishedDay)
                JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = \(userID) AND workout.ended_at IS NOT NULL
                JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
                WHERE exercise.user_id = \(userID)
                ORDER BY exercise.id, workout_exercise.workout_id, workout_exercise.position, workout_set.position
                """, logger: logger,
                PostgresRowDecoding.row { columns in (try columns.next(Int64.self), try PostgresRowDecoding.loggedSet(&columns)) })
            return Dictionary(grouping: rows, by: \.0).mapValues { $0.map(\.1) }
        }
    }
}
