import Foundation
import GRDB
import RepbookCore

extension RowDecoding {
    static func workoutDigest(_ row: Row) throws -> WorkoutDigest {
        WorkoutDigest(
            id: row["id"], name: row["name"], date: try date(row, "local_date"), startedAt: row["started_at"], endedAt: row["ended_at"],
            splitDayName: row["split_day_name"], workingSets: row["working_sets"], volumeKilograms: row["volume"])
    }

    static func performedSet(_ row: Row) throws -> PerformedSet {
        PerformedSet(
            workoutID: row["workout_id"], exerciseID: row["exercise_id"], date: try date(row, "local_date"),
            kind: try enumValue(row, "exercise_kind"), values: try setValues(row))
    }
}
