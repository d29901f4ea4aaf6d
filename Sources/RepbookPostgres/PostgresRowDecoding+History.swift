import Foundation
import PostgresNIO
import RepbookCore

/// The column lists of the workout log's history reads and their decoding into Core types.
extension PostgresRowDecoding {
    /// A logged set's columns after its day, for `loggedSet(_:)`.
    static let loggedSetColumns = "workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind"

    /// A logged set from a day (`date`) followed by `loggedSetColumns`.
    static func loggedSet(_ columns: inout PostgresColumns) throws -> LoggedSet {
        let date = try columns.next(PostgresDay.self).day
        let weight: Double? = try columns.next()
        let unit: WeightUnit = try value(columns.next(), "weight_unit")
        let reps: Int? = try columns.next()
        return LoggedSet(date: date, weight: weight.map { Weight($0, unit) }, reps: reps, kind: try value(columns.next(), "kind"))
    }
}
