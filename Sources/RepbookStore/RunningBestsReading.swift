import Foundation
import GRDB
import RepbookCore

/// Reads the running bests of migration `v12-running-bests`: an exercise's last session before a point (one seek of
/// `exercise_session_by_exercise`, backwards, named because the planner would rather range over the user's days) and the rep records up to it (one range of
/// `exercise_rep_record_by_exercise`).
enum RunningBestsReading {
    /// Each exercise's running bests through its last session matching `condition` (over `exercise_session`, with
    /// `arguments` after the exercise id); exercises without one are left out.
    static func bests(
        exerciseIDs: [Int64], condition: String, arguments: StatementArguments, db: Database
    ) throws -> [Int64: RunningBests] {
        let last = try db.cachedStatement(sql: """
            SELECT id, started_at, workout_id, through_heaviest_kg, through_epley_kg, through_brzycki_kg, through_set_volume_kg,
                   through_session_volume_kg
            FROM exercise_session INDEXED BY \(ExerciseSessionReading.Index.byExercise.rawValue) WHERE exercise_id = ? AND \(condition)
            ORDER BY started_at DESC, workout_id DESC LIMIT 1
            """)
        var result: [Int64: RunningBests] = [:]
        for exerciseID in Set(exerciseIDs) {
            guard let row = try Row.fetchOne(last, arguments: [exerciseID] + arguments) else { continue }
            result[exerciseID] = try bests(row: row, exerciseID: exerciseID, db: db)
        }
        return result
    }

    /// The running bests of the session `row` (its id, start, workout and `through_*` columns, in that order).
    static func bests(row: Row, exerciseID: Int64, db: Database) throws -> RunningBests {
        let records = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT weight_kg, MAX(reps) FROM exercise_rep_record
                WHERE exercise_id = ? AND (started_at, workout_id) <= (?, ?) GROUP BY weight_kg
                """),
            arguments: [exerciseID, row[1] as DatabaseValue, row[2] as Int64])
        var repRecords: [Double: Int] = [:]
        while let record = try records.next() { repRecords[record[0]] = record[1] }
        return RunningBests(
            heaviest: row[3], epley: row[4], brzycki: row[5], setVolume: row[6], sessionVolume: row[7], repRecords: repRecords)
    }
}
