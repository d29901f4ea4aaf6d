import Foundation
import RepbookCore

/// The `AnalyticsStore` reads of the stored session summaries: each three statements over one snapshot (the sessions'
/// reps at each weight, their bodyweight loads, their rows), each a range of an index of `exercise_session`.
extension SQLStore {
    /// Each exercise's sessions are one range of `exercise_session_by_exercise`.
    public func exerciseSessions(userID: Int64, exerciseIDs: [Int64], before: LocalDate?) async throws -> [ExerciseSessionSummary] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        var condition = "exercise_id IN (\(SQL.placeholders(ids.count))) AND user_id = ?"
        var arguments: [any SQLBindable] = ids + [userID]
        if let before {
            condition += " AND local_date < ?"
            arguments.append(before)
        }
        return try await engine.read { [condition, arguments] connection in
            try SessionSummaryReads.summaries(where: condition, arguments, byExercise: true, connection)
        }
    }

    /// One range of `exercise_session_by_user_day`.
    public func exerciseSessions(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseSessionSummary] {
        try await engine.read { connection in
            try SessionSummaryReads.summaries(
                where: "user_id = ? AND local_date BETWEEN ? AND ?", [userID, from, through], byExercise: false, connection)
        }
    }

    /// Each exercise's sessions started before the point are one range of `exercise_session_by_exercise`.
    public func exerciseSessions(
        userID: Int64, exerciseIDs: [Int64], startedBefore: Date, excluding workoutID: Int64
    ) async throws -> [ExerciseSessionSummary] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await engine.read { connection in
            try SessionSummaryReads.summaries(
                where: "exercise_id IN (\(SQL.placeholders(ids.count))) AND user_id = ? AND started_at < ? AND workout_id <> ?",
                ids + [userID, startedBefore, workoutID] as [any SQLBindable], byExercise: true, connection)
        }
    }
}

/// Reads the session summaries matching a condition over `exercise_session`.
enum SessionSummaryReads {
    /// The summaries matching `condition` (its placeholders bound to `arguments`), ordered by start and workout (each
    /// exercise's oldest first). `byExercise` names `exercise_session_by_exercise` to SQLite, whose planner would prefer
    /// the user's days to an exercise's sessions and then read every session of the user.
    static func summaries(
        where condition: String, _ arguments: [any SQLBindable], byExercise: Bool, _ connection: any SQLConnection
    ) throws -> [ExerciseSessionSummary] {
        let (reps, loads, rows) = statements(where: condition, byExercise: byExercise)
        return try StoredSessions.sessions(reps: reps, loads: loads, rows: rows, arguments, connection, StoredSessions.summary)
    }

    /// The three statements of `summaries`: the sessions' reps at each weight, their bodyweight loads and their rows.
    static func statements(where condition: String, byExercise: Bool) -> (reps: SQL, loads: SQL, rows: SQL) {
        let table = byExercise ? "exercise_session INDEXED BY exercise_session_by_exercise" : "exercise_session"
        /// The statement over the matching sessions, `table` standing for `exercise_session`.
        func statement(_ text: (String) -> String) -> SQL {
            SQL(sqlite: text(table), postgres: text("exercise_session"))
        }
        return (
            reps: statement { table in
                "SELECT session_id, weight_kg, reps FROM exercise_session_reps WHERE session_id IN (SELECT id FROM \(table) WHERE \(condition))"
            },
            loads: statement { table in
                """
                SELECT session_id, added_kg, reps FROM exercise_session_load
                WHERE session_id IN (SELECT id FROM \(table) WHERE \(condition) AND exercise_kind IN
                    ('bodyweight_reps', 'weighted_bodyweight', 'assisted_bodyweight'))
                ORDER BY session_id, position
                """
            },
            rows: SQL(
                sqlite: "SELECT \(StoredSessions.summaryColumns) FROM \(table) WHERE \(condition) ORDER BY started_at, workout_id",
                postgres: """
                    SELECT \(StoredSessions.summaryColumns) FROM exercise_session WHERE \(condition)
                    ORDER BY started_at, workout_id, exercise_id
                    """))
    }
}
