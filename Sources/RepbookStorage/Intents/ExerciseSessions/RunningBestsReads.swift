import Foundation
import RepbookCore

/// The `AnalyticsStore` reads of the running bests kept beside the session summaries: per exercise, its last session
/// before a point (one backward seek of `exercise_session_by_exercise`) and the rep records up to it
/// (`StoredSessions.bests(through:)`).
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

/// Reads each exercise's running bests through its last session matching a condition.
enum RunningBestsReads {
    /// Each exercise's running bests through its last session matching `condition` (over `exercise_session`, with
    /// `arguments` after the exercise id); exercises without one are left out. SQLite is told the index, as its planner
    /// would rather range over the user's days.
    static func bests(
        exerciseIDs: [Int64], where condition: String, _ arguments: [any SQLBindable], _ connection: any SQLConnection
    ) throws -> [Int64: RunningBests] {
        let last = last(where: condition)
        var result: [Int64: RunningBests] = [:]
        for exerciseID in Set(exerciseIDs) {
            guard let row = try connection.row(last, [exerciseID as any SQLBindable] + arguments) else { continue }
            result[exerciseID] = try StoredSessions.bests(through: row, exerciseID: exerciseID, connection)
        }
        return result
    }

    /// An exercise's last session matching `condition` (exercise id first).
    static func last(where condition: String) -> SQL {
        SQL(sqlite: "SELECT * FROM exercise_session INDEXED BY exercise_session_by_exercise WHERE exercise_id = ? AND \(condition) "
                + "ORDER BY started_at DESC, workout_id DESC LIMIT 1",
            postgres: "SELECT * FROM exercise_session WHERE exercise_id = ? AND \(condition) "
                + "ORDER BY started_at DESC, workout_id DESC LIMIT 1")
    }
}
