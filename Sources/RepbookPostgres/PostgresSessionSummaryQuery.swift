import Foundation
import PostgresNIO
import RepbookCore

/// The analytics reads of stored session summaries as one statement each: the caller selects `columns` from
/// `exercise_session AS s` (the only table of its FROM, so the writer's unqualified column list names its columns), and each session's reps at each weight and bodyweight loads come beside it as arrays (one
/// range of their primary keys), so a read is one round trip over one snapshot. The row itself is decoded by
/// `PostgresSessionReading.summary`, the writer's decoder.
enum PostgresSessionSummaryQuery {
    /// The columns `summary(_:)` reads, in its order.
    static let columns = """
        s.id,
        ARRAY(SELECT r.weight_kg FROM exercise_session_reps r WHERE r.session_id = s.id ORDER BY r.weight_kg),
        ARRAY(SELECT r.reps FROM exercise_session_reps r WHERE r.session_id = s.id ORDER BY r.weight_kg),
        CASE WHEN s.exercise_kind IN ('bodyweight_reps', 'weighted_bodyweight', 'assisted_bodyweight')
             THEN ARRAY(SELECT l.added_kg FROM exercise_session_load l WHERE l.session_id = s.id ORDER BY l.position) END,
        CASE WHEN s.exercise_kind IN ('bodyweight_reps', 'weighted_bodyweight', 'assisted_bodyweight')
             THEN ARRAY(SELECT l.reps FROM exercise_session_load l WHERE l.session_id = s.id ORDER BY l.position) END,
        \(PostgresSessionReading.summaryColumns)
        """

    /// Each exercise's oldest first (by start, then workout), for `ORDER BY`.
    static let order = "s.started_at, s.workout_id, s.exercise_id"

    /// A summary from `columns`, in their order.
    static func summary(_ columns: inout PostgresColumns) throws -> ExerciseSessionSummary {
        let id: Int64 = try columns.next()
        let weights: [Double] = try columns.next()
        let reps: [Int] = try columns.next()
        let added: [Double] = try columns.next([Double]?.self) ?? []
        let loadReps: [Int] = try columns.next([Int]?.self) ?? []
        guard weights.count == reps.count, added.count == loadReps.count else {
            throw CorruptPostgresRow(description: "A session's reps or loads are not in pairs")
        }
        return try PostgresSessionReading.summary(
            &columns, reps: [id: Dictionary(zip(weights, reps), uniquingKeysWith: max)],
            loads: [id: zip(added, loadReps).map { ExerciseSessionSummary.Load(kilograms: $0, reps: $1) }]
        ).summary
    }
}
