import Foundation
import RepbookCore

/// The rows of the quick lift log: the day's quick-log workout, the exercise's entry in it and its done sets, and a line
/// (the done sets of one entry with the same values) found by one of its sets.
enum QuickLogRows {
    /// A quick-log line as found by one of its sets.
    struct FoundLine {
        let workoutID: Int64
        let workoutExerciseID: Int64
        let date: LocalDate
        let weight: Weight?
        let reps: Int?
        let setIDs: [Int64]
    }

    /// The lines of an exercise on some days (user, exercise, first day, last day): one row per entry and values, newest
    /// day first, heaviest first (NULL last on both engines).
    static let lines = SQL("""
        SELECT \(lineColumns.text)
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = ? AND workout.source = 'quick_log'
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
        WHERE workout_exercise.exercise_id = ?
          AND workout_exercise.workout_local_date BETWEEN ? AND ?
        GROUP BY workout_exercise.id, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind
        ORDER BY workout_exercise.workout_local_date DESC, workout_set.weight DESC NULLS LAST, workout_set.reps DESC NULLS LAST, id
        """)

    /// `lines`' columns, read in this order by `line`.
    static let lineColumns = SQLColumns([
        "min(workout_set.id) AS id", "workout_exercise.workout_local_date AS local_date", "workout_set.weight",
        "workout_set.weight_unit", "workout_set.reps", "count(*) AS sets",
    ])

    /// A line from a row of `lineColumns`, read by position.
    static func line(_ row: inout SQLColumnReader) throws -> QuickLogLine {
        let id: Int64 = try row.next()
        let date: LocalDate = try row.next()
        let weight: Double? = try row.next()
        let unit: WeightUnit = try row.choice()
        return QuickLogLine(id: id, date: date, weight: weight.map { Weight($0, unit) }, reps: try row.next(), sets: try row.next())
    }

    /// The line holding set `setID`, when that set is a done set of the exercise in one of the user's quick-log workouts:
    /// one statement, the set found by its key and its line's sets (same values, done, of its entry) by
    /// `workout_set_by_workout_exercise`.
    static func findLine(_ setID: Int64, userID: Int64, exerciseID: Int64, _ connection: any SQLConnection) throws -> FoundLine? {
        let rows = try connection.rows(
            """
            SELECT workout.id AS workout_id, workout_set.workout_exercise_id, workout.local_date, workout_set.weight,
                   workout_set.weight_unit, workout_set.reps, same.id AS set_id
            FROM workout_set
            JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id AND workout_exercise.exercise_id = ?
            JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = ? AND workout.source = 'quick_log'
            JOIN workout_set AS same ON same.workout_exercise_id = workout_set.workout_exercise_id AND same.is_done
             AND same.weight IS NOT DISTINCT FROM workout_set.weight AND same.weight_unit = workout_set.weight_unit
             AND same.reps IS NOT DISTINCT FROM workout_set.reps AND same.kind = workout_set.kind
            WHERE workout_set.id = ? AND workout_set.is_done
            ORDER BY same.id
            """, [exerciseID, userID, setID])
        guard let row = rows.first else { return nil }
        let weight: Double? = try row["weight"]
        return FoundLine(
            workoutID: try row["workout_id"], workoutExerciseID: try row["workout_exercise_id"], date: try row["local_date"],
            weight: try weight.map { Weight($0, try row.choice("weight_unit")) }, reps: try row["reps"],
            setIDs: try rows.map { try $0["set_id"] as Int64 })
    }

    /// The user's quick-log workout of `date`, created (finished at once) when missing; the caller holds the user's lock.
    static func dayWorkout(userID: Int64, date: LocalDate, startedAt: Date, _ connection: any SQLConnection) throws -> Int64 {
        if let id: Int64 = try connection.value(
            "SELECT id FROM workout WHERE user_id = ? AND local_date = ? AND source = 'quick_log'", [userID, date], column: "id") {
            return id
        }
        return try connection.insert(
            """
            INSERT INTO workout (user_id, name, source, local_date, started_at, ended_at)
            VALUES (?, 'Quick log', 'quick_log', ?, ?, ?)
            RETURNING id
            """, [userID, date, startedAt, startedAt])
    }

    /// Appends `count` done sets to the exercise's entry in the workout (the entry appended at the end when missing): the
    /// sets in one statement whatever `count`, placed after the entry's last set.
    static func appendSets(
        _ count: Int, weight: Weight?, reps: Int?, exerciseID: Int64, workoutID: Int64, now: Date, _ connection: any SQLConnection
    ) throws {
        let entryID = try entry(exerciseID: exerciseID, workoutID: workoutID, connection)
        guard count > 0 else { return }
        let steps = (0..<count).map { "(\($0))" }.joined(separator: ", ")
        try connection.execute(
            SQL("""
                INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
                SELECT ?, base.first_position + step.column1, CAST(? AS double precision), ?, CAST(? AS bigint), 'normal', TRUE, ?
                FROM (SELECT coalesce(max(position) + 1, 0) AS first_position FROM workout_set WHERE workout_exercise_id = ?) AS base,
                     (VALUES \(steps)) AS step
                ORDER BY step.column1
                """),
            [entryID, weight?.value, (weight?.unit ?? .kilograms).rawValue, reps, now, entryID])
    }

    /// The exercise's entry in a workout, appended at the end when missing.
    private static func entry(exerciseID: Int64, workoutID: Int64, _ connection: any SQLConnection) throws -> Int64 {
        if let id: Int64 = try connection.value(
            "SELECT id FROM workout_exercise WHERE workout_id = ? AND exercise_id = ? ORDER BY position LIMIT 1",
            [workoutID, exerciseID], column: "id") {
            return id
        }
        guard let id: Int64 = try connection.value(
            """
            INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
            SELECT id, ?, (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id), started_at, local_date
            FROM workout WHERE id = ?
            RETURNING id
            """, [exerciseID, workoutID], column: "id")
        else { throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(workoutID)"])) }
        return id
    }
}
