import Foundation
import RepbookCore

/// Each exercise's last sessions: last time's numbers beside a set, the prefill of a new set, the progression rules.
extension SQLStore {
    public func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?) async throws -> [Int64: [SetValues]] {
        try await recentPerformances(userID: userID, exerciseIDs: exerciseIDs, sessions: 1, excluding: workoutID).compactMapValues(\.first)
    }

    public func recentPerformances(
        userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?
    ) async throws -> [Int64: [[SetValues]]] {
        guard !exerciseIDs.isEmpty, sessions > 0 else { return [:] }
        return try await engine.readSingle { connection in
            try RecentPerformances.read(userID: userID, exerciseIDs: exerciseIDs, sessions: sessions, excluding: workoutID, connection)
        }
    }
}

/// For each exercise, the done sets of each of the last `sessions` finished workouts (other than one) that contain it,
/// newest first, in one statement whose cost does not grow with the history: per exercise, one walk of
/// `workout_exercise_by_exercise_start` newest first that stops after `sessions` finished entries with a done set (one
/// `LIMIT`ed branch per exercise, joined by `UNION ALL`), then a seek of each entry's done sets.
public enum RecentPerformances {
    public static func read(
        userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?, _ connection: any SQLConnection
    ) throws -> [Int64: [[SetValues]]] {
        let wanted = Array(Set(exerciseIDs)).sorted()
        let arguments: [any SQLBindable] = wanted.flatMap { [$0, userID, workoutID, sessions] as [any SQLBindable] }
        let rows = try connection.all(statement(exercises: wanted.count), arguments) { row in
            (exerciseID: try row["entry_exercise_id"] as Int64, entryID: try row["entry_id"] as Int64,
             values: try TrainingRows.setValues(row))
        }
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

    /// The statement for `count` exercises (one text per count, so each is prepared once).
    static func statement(exercises count: Int) -> SQL {
        let branch = """
            SELECT * FROM (
                SELECT workout_exercise.id AS entry_id, workout_exercise.exercise_id AS entry_exercise_id,
                       workout_exercise.workout_started_at AS entry_started_at, workout_exercise.workout_id AS entry_workout_id,
                       workout_exercise.position AS entry_position
                FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                WHERE workout_exercise.exercise_id = ? AND workout.user_id = ? AND workout.ended_at IS NOT NULL
                  AND workout.id IS DISTINCT FROM ?
                  AND EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done)
                ORDER BY workout_exercise.workout_started_at DESC, workout_exercise.workout_id DESC, workout_exercise.position
                LIMIT ?) AS entry_\(0)
            """
        let branches = (0..<max(count, 1)).map { branch.replacingOccurrences(of: "AS entry_0", with: "AS entry_\($0)") }
        return SQL("""
            SELECT entry.entry_exercise_id, entry.entry_id, \(TrainingRows.setValuesColumns.split(separator: ",").map {
                "workout_set." + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", "))
            FROM (\(branches.joined(separator: "\nUNION ALL\n"))) AS entry
            JOIN workout_set ON workout_set.workout_exercise_id = entry.entry_id AND workout_set.is_done
            ORDER BY entry.entry_exercise_id, entry.entry_started_at DESC, entry.entry_workout_id DESC, entry.entry_position,
                     workout_set.position
            """)
    }
}
