import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Reads the running bests kept beside the session summaries, in one statement for every exercise asked: per exercise its
/// last session before a point (one backward seek of `exercise_session_by_exercise`, `last`) and the rep records up to
/// it (one range of `exercise_rep_record_by_exercise`, folded to the most reps at each weight).
enum PostgresRunningBestsReading {
    /// The running-best columns of the session (alias `s`) a lateral `last` selects.
    static let throughColumns = """
        s.through_heaviest_kg, s.through_epley_kg, s.through_brzycki_kg, s.through_set_volume_kg, s.through_session_volume_kg
        """

    /// What the statement selects, in the order `bests` reads it.
    static let columns = """
        wanted.exercise_id, last.through_heaviest_kg, last.through_epley_kg, last.through_brzycki_kg, last.through_set_volume_kg,
        last.through_session_volume_kg, records.weights, records.reps
        """

    /// The rep records of `wanted.exercise_id` up to and including the session `last`, as two arrays by weight.
    static let recordsJoin = """
        CROSS JOIN LATERAL (
            SELECT array_agg(best.weight_kg ORDER BY best.weight_kg) AS weights, array_agg(best.reps ORDER BY best.weight_kg) AS reps
            FROM (
                SELECT r.weight_kg, max(r.reps)::int8 AS reps FROM exercise_rep_record r
                WHERE r.exercise_id = wanted.exercise_id AND (r.started_at, r.workout_id) <= (last.started_at, last.workout_id)
                GROUP BY r.weight_kg
            ) AS best
        ) AS records
        """

    /// Runs `query` (selecting `columns`) and reads each exercise's running bests; exercises without a session are left
    /// out by the lateral join.
    static func bests(_ query: PostgresQuery, connection: PostgresConnection, logger: Logger) async throws -> [Int64: RunningBests] {
        let rows = try await connection.all(query, logger: logger, PostgresRowDecoding.row { columns -> (Int64, RunningBests) in
            let exerciseID: Int64 = try columns.next()
            let heaviest: Double? = try columns.next()
            let epley: Double? = try columns.next()
            let brzycki: Double? = try columns.next()
            let setVolume: Double? = try columns.next()
            let sessionVolume: Double? = try columns.next()
            let weights: [Double] = try columns.next([Double]?.self) ?? []
            let reps: [Int] = try columns.next([Int]?.self) ?? []
            guard weights.count == reps.count else { throw CorruptPostgresRow(description: "An exercise's rep records are not in pairs") }
            return (exerciseID, RunningBests(
                heaviest: heaviest, epley: epley, brzycki: brzycki, setVolume: setVolume, sessionVolume: sessionVolume,
                repRecords: Dictionary(zip(weights, reps), uniquingKeysWith: max)))
        })
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
}
