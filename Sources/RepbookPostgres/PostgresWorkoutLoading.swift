import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// A set's values decoded from PostgreSQL's columns, for the session summaries' writer (`PostgresSessionWriting`, not
/// yet on the shared path); whole workouts are read by the shared `WorkoutLoading`. To be removed with its caller.
enum PostgresWorkoutLoading {
    /// A set's values from `weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe, note`.
    static func setValues(_ columns: inout PostgresColumns) throws -> SetValues {
        let weight: Double? = try columns.next()
        let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "weight_unit")
        let reps: Int? = try columns.next()
        let duration: Int? = try columns.next()
        let distance: Double? = try columns.next()
        let kind: SetKind = try PostgresRowDecoding.value(columns.next(), "kind")
        return SetValues(
            weight: weight.map { Weight($0, unit) }, reps: reps, durationSeconds: duration, distanceMeters: distance, kind: kind,
            rpe: try columns.next(), note: try columns.next())
    }
}
