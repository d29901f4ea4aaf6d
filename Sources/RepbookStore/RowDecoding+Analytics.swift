import Foundation
import GRDB
import RepbookCore

extension RowDecoding {
    static func workoutDigest(_ row: Row) throws -> WorkoutDigest {
        WorkoutDigest(
            id: row["id"], name: row["name"], date: try date(row, "local_date"), startedAt: row["started_at"], endedAt: row["ended_at"],
            splitDayName: row["split_day_name"], workingSets: row["working_sets"], volumeKilograms: row["volume"])
    }

    /// Reads performed sets (columns in the order of `AnalyticsSQL.performedSetsSelect`) through a cursor, by column
    /// position, parsing each distinct day and kind once: histories run to a hundred thousand rows.
    static func performedSets(_ db: Database, sql: String, arguments: StatementArguments) throws -> [PerformedSet] {
        var dates: [String: LocalDate] = [:]
        var result: [PerformedSet] = []
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            let dateText: String = row[1]
            let date: LocalDate
            if let known = dates[dateText] {
                date = known
            } else {
                guard let parsed = LocalDate(dateText) else { throw CorruptRow(description: "Unexpected local_date \"\(dateText)\"") }
                dates[dateText] = parsed
                date = parsed
            }
            guard let kind = ExerciseKind(rawValue: row[3]), let unit = WeightUnit(rawValue: row[5]), let setKind = SetKind(rawValue: row[9]) else {
                throw CorruptRow(description: "Unexpected kind or unit in a performed set")
            }
            let weight: Double? = row[4]
            let values = SetValues(
                weight: weight.map { Weight($0, unit) }, reps: row[6], durationSeconds: row[7], distanceMeters: row[8], kind: setKind,
                rpe: row[10], note: row[11])
            result.append(PerformedSet(workoutID: row[0], exerciseID: row[2], date: date, kind: kind, values: values))
        }
        return result
    }
}
