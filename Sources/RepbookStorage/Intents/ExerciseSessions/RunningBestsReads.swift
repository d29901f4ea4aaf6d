import Foundation
import RepbookCore

/// The `AnalyticsStore` reads of the running bests kept beside the session summaries, two statements for every exercise
/// asked: each exercise's last session before a point (one backward seek of `exercise_session_by_exercise` per exercise)
/// and the rep records up to it (one range of `exercise_rep_record_by_exercise` per exercise).
extension SQLStore {
    public func runningBests(userID: Int64, exerciseIDs: [Int64], before: LocalDate) async throws -> [Int64: RunningBests] {
        guard !exerciseIDs.isEmpty else { return [:] }
        return try await engine.read { connection in
            try RunningBestsReads.bests(exerciseIDs: exerciseIDs, where: "user_id = ? AND local_date < ?", [userID, before], connection)
        }
    }

    public func runningBests(userID: Int64, exerciseIDs: [Int64], startedBefore: Date) async throws -> [Int64: RunningBests] {
        guard !exerciseIDs.isEmpty else { return [:] }
        return try await engine.read { connection in
            try RunningBestsReads.bests(
                exerciseIDs: exerciseIDs, where: "user_id = ? AND started_at < ?", [userID, startedBefore], connection)
        }
    }
}

/// Reads each exercise's running bests through its last session matching a condition, in two statements whatever the
/// number of exercises.
enum RunningBestsReads {
    /// Each exercise's running bests through its last session matching `condition` (over `exercise_session`, with
    /// `arguments`); exercises without one are left out.
    static func bests(
        exerciseIDs: [Int64], where condition: String, _ arguments: [any SQLBindable], _ connection: any SQLConnection
    ) throws -> [Int64: RunningBests] {
        let wanted = Array(Set(exerciseIDs)).sorted()
        let sessions = try connection.rows(last(where: condition, exercises: wanted.count), arguments + wanted.map { $0 as any SQLBindable })
        guard !sessions.isEmpty else { return [:] }
        var records: [Int64: [Double: Int]] = [:]
        let through: [any SQLBindable] = try sessions.flatMap { row -> [any SQLBindable] in
            [try row["exercise_id"] as Int64, try row["started_at"] as Date, try row["workout_id"] as Int64]
        }
        for record in try connection.rows(repRecords(sessions: sessions.count), through) {
            records[try record["exercise_id"], default: [:]][try record["weight_kg"]] = try record["reps"]
        }
        var result: [Int64: RunningBests] = [:]
        for row in sessions {
            let exerciseID: Int64 = try row["exercise_id"]
            result[exerciseID] = RunningBests(
                heaviest: try row["through_heaviest_kg"], epley: try row["through_epley_kg"], brzycki: try row["through_brzycki_kg"],
                setVolume: try row["through_set_volume_kg"], sessionVolume: try row["through_session_volume_kg"],
                repRecords: records[exerciseID] ?? [:])
        }
        return result
    }

    /// Each of `exercises` exercises' last session matching `condition` (its arguments first, then the exercise ids):
    /// per exercise one backward seek of `exercise_session_by_exercise`, which SQLite is told, as its planner would rather
    /// range over the user's days.
    static func last(where condition: String, exercises: Int) -> SQL {
        let wanted = Array(repeating: "(CAST(? AS bigint))", count: max(exercises, 1)).joined(separator: ", ")
        func statement(_ index: String) -> String {
            """
            SELECT * FROM exercise_session WHERE id IN (
                SELECT (SELECT id FROM exercise_session \(index)WHERE exercise_id = wanted.column1 AND \(condition)
                        ORDER BY started_at DESC, workout_id DESC LIMIT 1)
                FROM (VALUES \(wanted)) AS wanted)
            """
        }
        return SQL(sqlite: statement("INDEXED BY exercise_session_by_exercise "), postgres: statement(""))
    }

    /// The most reps at each weight of each exercise up to and including its session (exercise id, `started_at`,
    /// `workout_id` for each of `sessions` sessions): one range of `exercise_rep_record_by_exercise` per session.
    static func repRecords(sessions: Int) -> SQL {
        func statement(_ through: String) -> String {
            let rows = Array(repeating: through, count: max(sessions, 1)).joined(separator: ", ")
            return """
                SELECT r.exercise_id, r.weight_kg, max(r.reps) AS reps
                FROM (VALUES \(rows)) AS through
                JOIN exercise_rep_record r ON r.exercise_id = through.column1 AND (r.started_at, r.workout_id) <= (through.column2, through.column3)
                GROUP BY r.exercise_id, r.weight_kg
                """
        }
        return SQL(sqlite: statement("(?, ?, ?)"), postgres: statement("(CAST(? AS bigint), CAST(? AS timestamptz), CAST(? AS bigint))"))
    }
}
