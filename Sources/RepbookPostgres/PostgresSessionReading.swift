import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Reads stored session summaries (`exercise_session` with its reps at each weight and bodyweight loads) back into
/// `ExerciseSessionSummary` values, and the running bests through a session, for the async PostgreSQL code not yet on
/// the shared path (`PostgresSessionWriting`, `PostgresWorkoutSummary`): the twin of the shared `StoredSessions`.
/// Every read is a range of an index.
enum PostgresSessionReading {
    /// One exercise's sessions at or after a point of its history (all of them when nil), each with its row id and
    /// start, oldest first: a range of `exercise_session_by_exercise`.
    static func summaries(
        exerciseID: Int64, from: PostgresFoldPosition?, connection: PostgresConnection, logger: Logger
    ) async throws -> [StoredSession] {
        let ids: [Int64]
        if let from {
            ids = try await connection.all(
                """
                SELECT id FROM exercise_session
                WHERE exercise_id = \(exerciseID) AND (started_at, workout_id) >= (\(from.startedAt), \(from.workoutID))
                """, logger: logger) { try $0.decode(Int64.self) }
        } else {
            ids = try await connection.all("SELECT id FROM exercise_session WHERE exercise_id = \(exerciseID)", logger: logger) {
                try $0.decode(Int64.self)
            }
        }
        return try await summaries(ids: ids, connection: connection, logger: logger)
    }

    /// The sessions `ids`, each with its row id and start, ordered by start and workout (each exercise's oldest first):
    /// three reads by primary key, whatever the caller's selection was.
    static func summaries(ids: [Int64], connection: PostgresConnection, logger: Logger) async throws -> [StoredSession] {
        guard !ids.isEmpty else { return [] }
        var reps: [Int64: [Double: Int]] = [:]
        for (sessionID, weight, count) in try await connection.all(
            "SELECT session_id, weight_kg, reps FROM exercise_session_reps WHERE session_id = ANY(\(ids)::bigint[])",
            logger: logger, { try $0.decode((Int64, Double, Int).self) })
        {
            reps[sessionID, default: [:]][weight] = count
        }
        var loads: [Int64: [ExerciseSessionSummary.Load]] = [:]
        for (sessionID, added, count) in try await connection.all(
            """
            SELECT session_id, added_kg, reps FROM exercise_session_load WHERE session_id = ANY(\(ids)::bigint[])
            ORDER BY session_id, position
            """,
            logger: logger, { try $0.decode((Int64, Double, Int).self) })
        {
            loads[sessionID, default: []].append(.init(kilograms: added, reps: count))
        }
        return try await connection.all(
            """
            SELECT \(unescaped: summaryColumns) FROM exercise_session WHERE id = ANY(\(ids)::bigint[])
            ORDER BY started_at, workout_id
            """,
            logger: logger,
            PostgresRowDecoding.row { columns in try summary(&columns, reps: reps, loads: loads) })
    }

    /// The columns `summary` reads, in its order.
    static let summaryColumns = """
        id, started_at, workout_id, exercise_id, local_date, exercise_kind, working_sets, volume_kg, \
        heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps, \
        brzycki_kg, brzycki_set_kg, brzycki_reps, best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps, \
        reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus
        """

    static func summary(
        _ columns: inout PostgresColumns, reps: [Int64: [Double: Int]], loads: [Int64: [ExerciseSessionSummary.Load]]
    ) throws -> StoredSession {
        let id: Int64 = try columns.next()
        let startedAt: Date = try columns.next()
        let workoutID: Int64 = try columns.next()
        let exerciseID: Int64 = try columns.next()
        let date = try columns.next(PostgresDay.self).day
        let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "exercise_kind")
        let workingSets: Int = try columns.next()
        let volume: Double = try columns.next()
        func best() throws -> SessionFigures.Best? {
            let value: Double? = try columns.next()
            let kilograms: Double? = try columns.next()
            let count: Int? = try columns.next()
            guard let value, let kilograms, let count else { return nil }
            return SessionFigures.Best(value: value, kilograms: kilograms, reps: count)
        }
        let heaviest = try best()
        let epley = try best()
        let brzycki = try best()
        let setVolume = try best()
        let ranges: [Int] = try (0..<5).map { _ in try columns.next(Int.self) }
        let figures = SessionFigures(
            workingSets: workingSets, heaviest: heaviest, oneRepMax: epley, bestSetVolume: setVolume, volume: volume,
            repsAtWeight: reps[id] ?? [:], repRanges: ranges)
        let summary = ExerciseSessionSummary(
            workoutID: workoutID, exerciseID: exerciseID, date: date, kind: kind, epley: figures, brzycki: brzycki,
            loads: loads[id] ?? [])
        return StoredSession(id: id, startedAt: startedAt, summary: summary)
    }

    /// The exercise's running bests through its last session before `position` (nil when it has none before it).
    static func bests(
        exerciseID: Int64, before position: PostgresFoldPosition, connection: PostgresConnection, logger: Logger
    ) async throws -> RunningBests? {
        let row = try await connection.first(
            """
            SELECT started_at, workout_id, through_heaviest_kg, through_epley_kg, through_brzycki_kg, through_set_volume_kg,
                   through_session_volume_kg
            FROM exercise_session WHERE exercise_id = \(exerciseID) AND (started_at, workout_id) < (\(position.startedAt), \(position.workoutID))
            ORDER BY started_at DESC, workout_id DESC LIMIT 1
            """, logger: logger, { try $0.decode((Date, Int64, Double?, Double?, Double?, Double?, Double?).self) })
        guard let row else { return nil }
        return try await bests(
            exerciseID: exerciseID, through: PostgresFoldPosition(startedAt: row.0, workoutID: row.1),
            figures: (row.2, row.3, row.4, row.5, row.6), connection: connection, logger: logger)
    }

    /// The running bests of the exercise's session at `position` with its stored `through_*` figures, and the rep records up to it.
    static func bests(
        exerciseID: Int64, through position: PostgresFoldPosition, figures: (Double?, Double?, Double?, Double?, Double?),
        connection: PostgresConnection, logger: Logger
    ) async throws -> RunningBests {
        var records: [Double: Int] = [:]
        for (weight, reps) in try await connection.all(
            """
            SELECT weight_kg, max(reps) FROM exercise_rep_record
            WHERE exercise_id = \(exerciseID) AND (started_at, workout_id) <= (\(position.startedAt), \(position.workoutID))
            GROUP BY weight_kg
            """, logger: logger, { try $0.decode((Double, Int).self) })
        {
            records[weight] = reps
        }
        return RunningBests(
            heaviest: figures.0, epley: figures.1, brzycki: figures.2, setVolume: figures.3, sessionVolume: figures.4, repRecords: records)
    }
}

/// A point in an exercise's running fold: its sessions are ordered by start, then workout.
struct PostgresFoldPosition: Sendable {
    let startedAt: Date
    let workoutID: Int64

    /// Whether `a` comes before `b` in the fold.
    static func precedes(_ a: PostgresFoldPosition, _ b: PostgresFoldPosition) -> Bool {
        a.startedAt != b.startedAt ? a.startedAt < b.startedAt : a.workoutID < b.workoutID
    }
}

/// A stored session summary with its row id and its workout's start (its place in the running fold).
struct StoredSession: Sendable {
    let id: Int64
    let startedAt: Date
    let summary: ExerciseSessionSummary

    var position: PostgresFoldPosition { PostgresFoldPosition(startedAt: startedAt, workoutID: summary.workoutID) }
}
