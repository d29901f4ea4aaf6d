import Foundation
import GRDB
import RepbookCore

/// The training rows' decoding the SQLite archive reading (not yet on the shared path) uses; the intents read them with
/// the shared `TrainingRows` and `TemplateExerciseRows`. To be removed with the archive's conversion.
extension RowDecoding {
    /// The progression columns of a template exercise row.
    static func progression(_ row: Row) throws -> Progression {
        Progression(
            rule: try enumValue(row, "progression_rule"),
            increment: Weight(row["progression_increment"], try enumValue(row, "progression_increment_unit")),
            deloadAfter: row["deload_after"], deloadPercent: row["deload_percent"])
    }

    static func date(_ row: Row, _ column: String) throws -> LocalDate {
        let raw: String = row[column]
        guard let date = LocalDate(raw) else { throw CorruptRow(description: "Unexpected \(column) \"\(raw)\"") }
        return date
    }

    static func setValues(_ row: Row) throws -> SetValues {
        let weight: Double? = row["weight"]
        let unit: WeightUnit = try enumValue(row, "weight_unit")
        return SetValues(
            weight: weight.map { Weight($0, unit) }, reps: row["reps"], durationSeconds: row["duration_seconds"],
            distanceMeters: row["distance_meters"], kind: try enumValue(row, "kind"), rpe: row["rpe"], note: row["note"])
    }
}
