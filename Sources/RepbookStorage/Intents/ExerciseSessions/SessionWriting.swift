import Foundation
import RepbookCore

/// Writes the stored session summaries and running bests inside the caller's write transaction: the summaries of some
/// finished workouts are deleted and computed again from their done sets by `ExerciseSessionSummary.sessions(of:)`, the
/// one rule, so a summary always equals a fold of its raw sets; then each exercise touched is folded again by
/// `RunningBests.after` from the earliest session removed or written on. Rows go in as multi-row statements (a few per
/// table, whatever the number of workouts), so PostgreSQL pays few round trips.
public enum SessionWriting {
    /// Rewrites the summaries of the finished workouts among `workoutIDs` (an unfinished one gets none) and folds the
    /// running bests of their exercises again (unless `foldingBests` is false: a migration before the bests existed).
    public static func rewrite(workoutIDs: [Int64], foldingBests: Bool = true, _ connection: any SQLConnection) throws {
        let ids = Array(Set(workoutIDs)).sorted()
        for start in stride(from: 0, to: ids.count, by: 500) {
            let chunk = Array(ids[start..<min(start + 500, ids.count)])
            let removed = foldingBests ? try earliest(workoutIDs: chunk, connection) : [:]
            try connection.execute(SQL("DELETE FROM exercise_session WHERE workout_id IN (\(SQL.placeholders(chunk.count)))"), chunk)
            try ExerciseSessionRows.insert(ExerciseSessionSummary.sessions(of: performedSets(workoutIDs: chunk, connection)), connection)
            guard foldingBests else { continue }
            try refold(from: removed, and: try earliest(workoutIDs: chunk, connection), connection)
        }
    }

    /// Rewrites the summaries of every finished workout containing the exercise (after a change of its kind).
    public static func rewrite(exerciseID: Int64, _ connection: any SQLConnection) throws {
        let ids: [Int64] = try connection.all(
            "SELECT DISTINCT workout_id FROM workout_exercise WHERE exercise_id = ?", [exerciseID]) { try $0["workout_id"] }
        try rewrite(workoutIDs: ids, connection)
    }

    /// Deletes the user's workout (its sessions go with it, `ON DELETE CASCADE`) and folds the running bests of its
    /// exercises again from where its sessions were; false when there is no such workout.
    public static func deleteWorkout(_ workoutID: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Bool {
        let removed = try earliest(workoutIDs: [workoutID], connection)
        guard try connection.execute("DELETE FROM workout WHERE id = ? AND user_id = ?", [workoutID, userID]) > 0 else { return false }
        try refold(from: removed, and: [:], connection)
        return true
    }

    /// The done sets of the finished workouts `workoutIDs`, oldest first, each workout's sets in the order they were logged.
    public static func performedSets(workoutIDs: [Int64], _ connection: any SQLConnection) throws -> [PerformedSet] {
        guard !workoutIDs.isEmpty else { return [] }
        return try PerformedSetRows.read(where: "workout.id IN (\(SQL.placeholders(workoutIDs.count)))", workoutIDs, connection)
    }

    /// Each exercise's earliest position among the sessions of `workoutIDs`.
    static func earliest(workoutIDs: [Int64], _ connection: any SQLConnection) throws -> [Int64: FoldPosition] {
        guard !workoutIDs.isEmpty else { return [:] }
        var result: [Int64: FoldPosition] = [:]
        for row in try connection.rows(SQL("""
            SELECT exercise_id, started_at, workout_id FROM exercise_session
            WHERE workout_id IN (\(SQL.placeholders(workoutIDs.count))) ORDER BY started_at, workout_id
            """), workoutIDs) {
            let exerciseID: Int64 = try row["exercise_id"]
            if result[exerciseID] == nil { result[exerciseID] = FoldPosition(startedAt: try row["started_at"], workoutID: try row["workout_id"]) }
        }
        return result
    }

    /// Folds again each exercise's sessions from the earlier of its two positions in `a` and `b` on.
    static func refold(from a: [Int64: FoldPosition], and b: [Int64: FoldPosition], _ connection: any SQLConnection) throws {
        for exerciseID in Set(a.keys).union(b.keys).sorted() {
            let positions = [a[exerciseID], b[exerciseID]].compactMap { $0 }
            try refold(exerciseID: exerciseID, from: positions.min(by: FoldPosition.precedes), connection)
        }
    }

    /// Folds again the exercise's sessions at or after `from` (all of them when nil): their `through_*` figures and rep
    /// records, written back a few hundred rows per statement.
    public static func refold(exerciseID: Int64, from: FoldPosition?, _ connection: any SQLConnection) throws {
        var bests: RunningBests?
        if let from {
            bests = try StoredSessions.bests(exerciseID: exerciseID, before: from, connection)
            try connection.execute(
                "DELETE FROM exercise_rep_record WHERE exercise_id = ? AND (started_at, workout_id) >= (?, ?)",
                [exerciseID, from.startedAt, from.workoutID])
        } else {
            try connection.execute("DELETE FROM exercise_rep_record WHERE exercise_id = ?", [exerciseID])
        }
        var throughs: [(Int64, RunningBests)] = []
        var records: [ExerciseSessionRows.RepRecord] = []
        for session in try StoredSessions.summaries(exerciseID: exerciseID, from: from, connection) {
            let (next, newRecords) = RunningBests.after(bests, session.summary)
            bests = next
            throughs.append((session.id, next))
            for (weight, reps) in newRecords.sorted(by: { $0.key < $1.key }) {
                records.append(.init(sessionID: session.id, exerciseID: exerciseID, position: session.position, weight: weight, reps: reps))
            }
        }
        try ExerciseSessionRows.updateThroughs(throughs, connection)
        try ExerciseSessionRows.insert(records, connection)
    }
}
