import Foundation
import GRDB
import RepbookCore

/// Reads `exercise_session` rows with their reps at each weight and bodyweight loads back into `ExerciseSessionSummary`
/// values: three indexed queries over the same sessions.
enum ExerciseSessionReading {
    /// The summaries matching `condition` (over `exercise_session`), ordered by start and workout (each exercise's oldest
    /// first). `index` names the index to read them by, where the planner would pick a worse one (it prefers the user's
    /// days to an exercise's sessions, and then scans every session of the user). The statements are cached per
    /// connection (preparing them was a seventh of an exercise's stats): the callers' conditions differ only by their
    /// number of placeholders, so the cache stays small.
    static func summaries(
        where condition: String, arguments: StatementArguments, index: Index? = nil, db: Database
    ) throws -> [ExerciseSessionSummary] {
        let table = index.map { "exercise_session INDEXED BY \($0.rawValue)" } ?? "exercise_session"
        var reps: [Int64: [Double: Int]] = [:]
        let repRows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT session_id, weight_kg, reps FROM exercise_session_reps
                WHERE session_id IN (SELECT id FROM \(table) WHERE \(condition))
                """), arguments: arguments)
        while let row = try repRows.next() { reps[row[0], default: [:]][row[1]] = row[2] }
        var loads: [Int64: [ExerciseSessionSummary.Load]] = [:]
        let loadRows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT session_id, added_kg, reps FROM exercise_session_load
                WHERE session_id IN (SELECT id FROM \(table) WHERE \(condition) AND exercise_kind IN
                    ('bodyweight_reps', 'weighted_bodyweight', 'assisted_bodyweight'))
                ORDER BY session_id, position
                """), arguments: arguments)
        while let row = try loadRows.next() { loads[row[0], default: []].append(.init(kilograms: row[1], reps: row[2])) }

        var dates: [String: LocalDate] = [:]
        var result: [ExerciseSessionSummary] = []
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT id, workout_id, exercise_id, local_date, exercise_kind, working_sets, volume_kg,
                       heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps,
                       brzycki_kg, brzycki_set_kg, brzycki_reps, best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps,
                       reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus
                FROM \(table) WHERE \(condition) ORDER BY started_at, workout_id
                """), arguments: arguments)
        while let row = try rows.next() {
            let id: Int64 = row[0]
            let dateText: String = row[3]
            let date: LocalDate
            if let known = dates[dateText] {
                date = known
            } else {
                guard let parsed = LocalDate(dateText) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(dateText)\"") }
                dates[dateText] = parsed
                date = parsed
            }
            guard let kind = ExerciseKind(rawValue: row[4]) else { throw RowDecoding.CorruptRow(description: "Unexpected exercise kind in a session") }
            func best(_ column: Int) -> SessionFigures.Best? {
                guard let value: Double = row[column], let kilograms: Double = row[column + 1], let reps: Int = row[column + 2] else { return nil }
                return SessionFigures.Best(value: value, kilograms: kilograms, reps: reps)
            }
            let figures = SessionFigures(
                workingSets: row[5], heaviest: best(7), oneRepMax: best(10), bestSetVolume: best(16), volume: row[6],
                repsAtWeight: reps[id] ?? [:], repRanges: (19...23).map { row[$0] })
            result.append(ExerciseSessionSummary(
                workoutID: row[1], exerciseID: row[2], date: date, kind: kind, epley: figures, brzycki: best(13), loads: loads[id] ?? []))
        }
        return result
    }

    /// The indexes of `exercise_session` a read can name.
    enum Index: String {
        /// An exercise's sessions in the order of its history.
        case byExercise = "exercise_session_by_exercise"
    }
}
