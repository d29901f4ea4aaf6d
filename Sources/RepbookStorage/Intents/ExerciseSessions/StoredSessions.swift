import Foundation
import RepbookCore

/// A point in an exercise's running fold: its sessions are ordered by start, then workout.
public struct FoldPosition: Sendable, Equatable {
    public let startedAt: Date
    public let workoutID: Int64

    public init(startedAt: Date, workoutID: Int64) {
        self.startedAt = startedAt
        self.workoutID = workoutID
    }

    /// Whether `a` comes before `b` in the fold.
    public static func precedes(_ a: FoldPosition, _ b: FoldPosition) -> Bool {
        a.startedAt != b.startedAt ? a.startedAt < b.startedAt : a.workoutID < b.workoutID
    }
}

/// A stored session summary with its row id and its workout's start (its place in the running fold).
public struct StoredSession: Sendable {
    public let id: Int64
    public let startedAt: Date
    public let summary: ExerciseSessionSummary

    public var position: FoldPosition { FoldPosition(startedAt: startedAt, workoutID: summary.workoutID) }
}

/// Reads stored session summaries (`exercise_session` with its reps at each weight and bodyweight loads) back into
/// `ExerciseSessionSummary` values, and the running bests through a session. Every read is a range of an index or a
/// read by primary key.
public enum StoredSessions {
    /// One exercise's sessions at or after a point of its history (all of them when nil), oldest first: a range of
    /// `exercise_session_by_exercise`.
    public static func summaries(exerciseID: Int64, from: FoldPosition?, _ connection: any SQLConnection) throws -> [StoredSession] {
        let ids: [Int64]
        if let from {
            ids = try connection.all(SQL(
                sqlite: "SELECT id FROM exercise_session INDEXED BY exercise_session_by_exercise "
                    + "WHERE exercise_id = ? AND (started_at, workout_id) >= (?, ?)",
                postgres: "SELECT id FROM exercise_session WHERE exercise_id = ? AND (started_at, workout_id) >= (?, ?)"),
                [exerciseID, from.startedAt, from.workoutID]) { try $0["id"] }
        } else {
            ids = try connection.all("SELECT id FROM exercise_session WHERE exercise_id = ?", [exerciseID]) { try $0["id"] }
        }
        return try summaries(ids: ids, connection)
    }

    /// The sessions `ids`, ordered by start and workout (each exercise's oldest first): three reads by primary key,
    /// whatever the caller's selection was, in slices of a few thousand ids.
    public static func summaries(ids: [Int64], _ connection: any SQLConnection) throws -> [StoredSession] {
        var result: [StoredSession] = []
        for start in stride(from: 0, to: ids.count, by: 4000) {
            result += try slice(Array(ids[start..<min(start + 4000, ids.count)]), connection)
        }
        return ids.count > 4000 ? result.sorted { FoldPosition.precedes($0.position, $1.position) } : result
    }

    private static func slice(_ ids: [Int64], _ connection: any SQLConnection) throws -> [StoredSession] {
        let list = SQL.placeholders(ids.count)
        return try sessions(
            reps: SQL("SELECT session_id, weight_kg, reps FROM exercise_session_reps WHERE session_id IN (\(list))"),
            loads: SQL("""
                SELECT session_id, added_kg, reps FROM exercise_session_load WHERE session_id IN (\(list)) ORDER BY session_id, position
                """),
            rows: SQL("SELECT * FROM exercise_session WHERE id IN (\(list)) ORDER BY started_at, workout_id"), ids, connection,
            session)
    }

    /// Some sessions read in three statements that select them with the same `arguments`: their reps at each weight
    /// (`reps`: session_id, weight_kg, reps), their loads (`loads`: session_id, added_kg, reps, in order) and their
    /// `exercise_session` rows (`rows`, whose order the answer keeps), each read by `decode` with its reps and loads.
    static func sessions<T>(
        reps repsSQL: SQL, loads loadsSQL: SQL, rows rowsSQL: SQL, _ arguments: [any SQLBindable], _ connection: any SQLConnection,
        _ decode: (any SQLRow, [Int64: [Double: Int]], [Int64: [ExerciseSessionSummary.Load]]) throws -> T
    ) throws -> [T] {
        var reps: [Int64: [Double: Int]] = [:]
        for row in try connection.rows(repsSQL, arguments) {
            reps[try row["session_id"], default: [:]][try row["weight_kg"]] = try row["reps"]
        }
        var loads: [Int64: [ExerciseSessionSummary.Load]] = [:]
        for row in try connection.rows(loadsSQL, arguments) {
            loads[try row["session_id"], default: []].append(.init(kilograms: try row["added_kg"], reps: try row["reps"]))
        }
        return try connection.all(rowsSQL, arguments) { row in try decode(row, reps, loads) }
    }

    /// The columns of `exercise_session` that `summary` reads.
    static let summaryColumns = """
        id, workout_id, exercise_id, local_date, exercise_kind, working_sets, volume_kg,
        heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps,
        brzycki_kg, brzycki_set_kg, brzycki_reps, best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps,
        reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus
        """

    private static let repRangeColumns = ["reps_1_3", "reps_4_6", "reps_7_10", "reps_11_15", "reps_16_plus"]

    private static func session(
        _ row: any SQLRow, reps: [Int64: [Double: Int]], loads: [Int64: [ExerciseSessionSummary.Load]]
    ) throws -> StoredSession {
        StoredSession(id: try row["id"], startedAt: try row["started_at"], summary: try summary(row, reps: reps, loads: loads))
    }

    /// A session's summary from its row (`summaryColumns`) with the reps at each weight and loads of its id.
    static func summary(
        _ row: any SQLRow, reps: [Int64: [Double: Int]], loads: [Int64: [ExerciseSessionSummary.Load]]
    ) throws -> ExerciseSessionSummary {
        let id: Int64 = try row["id"]
        func best(_ valueColumn: String, _ kilogramsColumn: String, _ repsColumn: String) throws -> SessionFigures.Best? {
            guard let value: Double = try row[valueColumn], let kilograms: Double = try row[kilogramsColumn],
                  let count: Int = try row[repsColumn] else { return nil }
            return SessionFigures.Best(value: value, kilograms: kilograms, reps: count)
        }
        let figures = SessionFigures(
            workingSets: try row["working_sets"], heaviest: try best("heaviest_kg", "heaviest_set_kg", "heaviest_reps"),
            oneRepMax: try best("epley_kg", "epley_set_kg", "epley_reps"),
            bestSetVolume: try best("best_set_volume_kg", "best_set_volume_set_kg", "best_set_volume_reps"), volume: try row["volume_kg"],
            repsAtWeight: reps[id] ?? [:], repRanges: try repRangeColumns.map { try row[$0] })
        return ExerciseSessionSummary(
            workoutID: try row["workout_id"], exerciseID: try row["exercise_id"], date: try row["local_date"],
            kind: try row.choice("exercise_kind"), epley: figures, brzycki: try best("brzycki_kg", "brzycki_set_kg", "brzycki_reps"),
            loads: loads[id] ?? [])
    }

    /// The exercise's running bests through its last session before `position` (nil when it has none before it): one
    /// seek of `exercise_session_by_exercise` backwards and one range of `exercise_rep_record_by_exercise`.
    public static func bests(exerciseID: Int64, before position: FoldPosition, _ connection: any SQLConnection) throws -> RunningBests? {
        guard let row = try connection.row(SQL(
            sqlite: "SELECT * FROM exercise_session INDEXED BY exercise_session_by_exercise "
                + "WHERE exercise_id = ? AND (started_at, workout_id) < (?, ?) ORDER BY started_at DESC, workout_id DESC LIMIT 1",
            postgres: "SELECT * FROM exercise_session "
                + "WHERE exercise_id = ? AND (started_at, workout_id) < (?, ?) ORDER BY started_at DESC, workout_id DESC LIMIT 1"),
            [exerciseID, position.startedAt, position.workoutID])
        else { return nil }
        return try bests(through: row, exerciseID: exerciseID, connection)
    }

    /// The running bests stored on the exercise's session `row` (its `started_at`, `workout_id` and `through_*`
    /// columns) with the rep records up to and including it: one range of `exercise_rep_record_by_exercise`.
    public static func bests(through row: any SQLRow, exerciseID: Int64, _ connection: any SQLConnection) throws -> RunningBests {
        let through = FoldPosition(startedAt: try row["started_at"], workoutID: try row["workout_id"])
        var records: [Double: Int] = [:]
        for record in try connection.rows("""
            SELECT weight_kg, max(reps) AS reps FROM exercise_rep_record
            WHERE exercise_id = ? AND (started_at, workout_id) <= (?, ?) GROUP BY weight_kg
            """, [exerciseID, through.startedAt, through.workoutID]) {
            records[try record["weight_kg"]] = try record["reps"]
        }
        return RunningBests(
            heaviest: try row["through_heaviest_kg"], epley: try row["through_epley_kg"], brzycki: try row["through_brzycki_kg"],
            setVolume: try row["through_set_volume_kg"], sessionVolume: try row["through_session_volume_kg"], repRecords: records)
    }
}
