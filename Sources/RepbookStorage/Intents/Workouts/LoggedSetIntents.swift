import Foundation
import RepbookCore

/// An exercise's log by day: its done sets with their days, a page of days at a time, and each exercise's last
/// finished day.
extension SQLStore {
    public func loggedSets(userID: Int64, exerciseID: Int64) async throws -> [LoggedSet] {
        try await loggedSets(userID: userID, exerciseID: exerciseID, before: nil, days: Int(Int32.max))
    }

    public func loggedSets(userID: Int64, exerciseID: Int64, before: LocalDate?, days: Int) async throws -> [LoggedSet] {
        try await engine.readSingle { connection in
            // The page's days by `workout_exercise_by_exercise_day` newest first, then those days' entries and done sets.
            try connection.all(
                LoggedSetRows.page, [exerciseID, userID, userID, exerciseID, before, before, days], columns: LoggedSetRows.pageColumns,
                LoggedSetRows.loggedSet)
        }
    }

    public func lastDayLoggedSets(userID: Int64) async throws -> [Int64: [LoggedSet]] {
        try await engine.readSingle { connection in
            var result: [Int64: [LoggedSet]] = [:]
            for (exerciseID, set) in try connection.all(LoggedSetRows.lastDays, [userID, userID], columns: LoggedSetRows.lastDaysColumns, {
                (try $0.next() as Int64, try LoggedSetRows.loggedSet(&$0))
            }) {
                result[exerciseID, default: []].append(set)
            }
            return result
        }
    }
}

/// The statements of an exercise's log by day and how their rows read.
enum LoggedSetRows {
    /// A logged set's columns after the ones before them: its day, weight, unit, reps and kind, read by `loggedSet`.
    private static let setColumns = [
        "workout_set.weight", "workout_set.weight_unit", "workout_set.reps", "workout_set.kind",
    ]

    /// `page`'s columns.
    static let pageColumns = SQLColumns(["workout.local_date"] + setColumns)

    /// `lastDays`' columns: the exercise, then a logged set's.
    static let lastDaysColumns = SQLColumns(["exercise.id AS exercise_id", "workout_exercise.workout_local_date AS local_date"] + setColumns)

    /// A logged set from its day, weight, unit, reps and kind, read by position.
    static func loggedSet(_ row: inout SQLColumnReader) throws -> LoggedSet {
        let date: LocalDate = try row.next()
        let weight: Double? = try row.next()
        let unit: WeightUnit = try row.choice()
        return LoggedSet(date: date, weight: weight.map { Weight($0, unit) }, reps: try row.next(), kind: try row.choice())
    }

    /// The done sets of one exercise on its newest `days` days before a day (any when NULL), newest day first.
    static let page = SQL("""
        SELECT \(pageColumns.text)
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        WHERE workout_exercise.exercise_id = ? AND workout.user_id = ? AND workout_set.is_done
          AND workout_exercise.workout_local_date IN (
            SELECT DISTINCT day_entry.workout_local_date FROM workout_exercise AS day_entry
            JOIN workout AS day_workout ON day_workout.id = day_entry.workout_id AND day_workout.user_id = ?
            WHERE day_entry.exercise_id = ? AND (CAST(? AS date) IS NULL OR day_entry.workout_local_date < ?)
              AND EXISTS (SELECT 1 FROM workout_set AS done WHERE done.workout_exercise_id = day_entry.id AND done.is_done)
            ORDER BY day_entry.workout_local_date DESC LIMIT ?)
        ORDER BY workout.local_date DESC, workout_exercise.position, workout_set.position, workout_set.id
        """)

    /// Per exercise: one seek for its last finished day (walking `workout_exercise_by_exercise_day` from the newest and
    /// stopping at the first finished workout), then that day's entries of it by the same index and their done sets.
    /// SQLite answers them in that order as it walks; PostgreSQL, whose plan may hash, sorts them.
    static let lastDays = SQL(sqlite: lastDaysSelect, postgres: lastDaysSelect + """

        ORDER BY exercise.id, workout_exercise.workout_id, workout_exercise.position, workout_set.position
        """)

    private static let lastDaysSelect = """
        SELECT \(lastDaysColumns.text)
        FROM exercise
        JOIN workout_exercise ON workout_exercise.exercise_id = exercise.id
         AND workout_exercise.workout_local_date = (
            SELECT last_entry.workout_local_date FROM workout_exercise AS last_entry
            JOIN workout AS last_workout ON last_workout.id = last_entry.workout_id
            WHERE last_entry.exercise_id = exercise.id AND last_workout.ended_at IS NOT NULL
            ORDER BY last_entry.workout_local_date DESC LIMIT 1)
        JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = ? AND workout.ended_at IS NOT NULL
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
        WHERE exercise.user_id = ?
        """
}
