import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The `AnalyticsStore` reads of the stored session summaries and running bests: each one statement of index ranges.
extension PostgresStore {
    /// Each exercise's sessions are one range of `exercise_session_by_exercise`.
    public func exerciseSessions(userID: Int64, exerciseIDs: [Int64], before: LocalDate?) async throws -> [ExerciseSessionSummary] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await single { connection in
            if let before {
                return try await connection.all(
                    """
                    SELECT \(unescaped: PostgresSessionSummaryQuery.columns) FROM exercise_session s
                    WHERE s.exercise_id = ANY(\(ids)::bigint[]) AND s.user_id = \(userID) AND s.local_date < \(PostgresDay(before))
                    ORDER BY \(unescaped: PostgresSessionSummaryQuery.order)
                    """, logger: logger, PostgresRowDecoding.row(PostgresSessionSummaryQuery.summary))
            }
            return try await connection.all(
                """
                SELECT \(unescaped: PostgresSessionSummaryQuery.columns) FROM exercise_session s
                WHERE s.exercise_id = ANY(\(ids)::bigint[]) AND s.user_id = \(userID)
                ORDER BY \(unescaped: PostgresSessionSummaryQuery.order)
                """, logger: logger, PostgresRowDecoding.row(PostgresSessionSummaryQuery.summary))
        }
    }

    /// One range of `exercise_session_by_user_day`.
    public func exerciseSessions(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseSessionSummary] {
        try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: PostgresSessionSummaryQuery.columns) FROM exercise_session s
                WHERE s.user_id = \(userID) AND s.local_date BETWEEN \(PostgresDay(from)) AND \(PostgresDay(through))
                ORDER BY \(unescaped: PostgresSessionSummaryQuery.order)
                """, logger: logger, PostgresRowDecoding.row(PostgresSessionSummaryQuery.summary))
        }
    }

    /// Each exercise's sessions started before the point are one range of `exercise_session_by_exercise`.
    public func exerciseSessions(
        userID: Int64, exerciseIDs: [Int64], startedBefore: Date, excluding workoutID: Int64
    ) async throws -> [ExerciseSessionSummary] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: PostgresSessionSummaryQuery.columns) FROM exercise_session s
                WHERE s.exercise_id = ANY(\(ids)::bigint[]) AND s.user_id = \(userID) AND s.started_at < \(startedBefore)
                  AND s.workout_id <> \(workoutID)
                ORDER BY \(unescaped: PostgresSessionSummaryQuery.order)
                """, logger: logger, PostgresRowDecoding.row(PostgresSessionSummaryQuery.summary))
        }
    }

    public func runningBests(userID: Int64, exerciseIDs: [Int64], before: LocalDate) async throws -> [Int64: RunningBests] {
        guard !exerciseIDs.isEmpty else { return [:] }
        let ids = Array(Set(exerciseIDs))
        return try await single { connection in
            try await PostgresRunningBestsReading.bests(
                """
                SELECT \(unescaped: PostgresRunningBestsReading.columns)
                FROM unnest(\(ids)::bigint[]) AS wanted (exercise_id)
                CROSS JOIN LATERAL (
                    SELECT s.started_at, s.workout_id, \(unescaped: PostgresRunningBestsReading.throughColumns) FROM exercise_session s
                    WHERE s.exercise_id = wanted.exercise_id AND s.user_id = \(userID) AND s.local_date < \(PostgresDay(before))
                    ORDER BY s.started_at DESC, s.workout_id DESC LIMIT 1
                ) AS last
                \(unescaped: PostgresRunningBestsReading.recordsJoin)
                """, connection: connection, logger: logger)
        }
    }

    public func runningBests(userID: Int64, exerciseIDs: [Int64], startedBefore: Date) async throws -> [Int64: RunningBests] {
        guard !exerciseIDs.isEmpty else { return [:] }
        let ids = Array(Set(exerciseIDs))
        return try await single { connection in
            try await PostgresRunningBestsReading.bests(
                """
                SELECT \(unescaped: PostgresRunningBestsReading.columns)
                FROM unnest(\(ids)::bigint[]) AS wanted (exercise_id)
                CROSS JOIN LATERAL (
                    SELECT s.started_at, s.workout_id, \(unescaped: PostgresRunningBestsReading.throughColumns) FROM exercise_session s
                    WHERE s.exercise_id = wanted.exercise_id AND s.user_id = \(userID) AND s.started_at < \(startedBefore)
                    ORDER BY s.started_at DESC, s.workout_id DESC LIMIT 1
                ) AS last
                \(unescaped: PostgresRunningBestsReading.recordsJoin)
                """, connection: connection, logger: logger)
        }
    }
}
