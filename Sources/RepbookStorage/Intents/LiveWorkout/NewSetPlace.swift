import Foundation
import RepbookCore

/// What adding a set needs to know once the workout is checked, in one statement where three would do: the workout's
/// size (`LiveWorkoutChecks.requireRoom`), the exercise entry's exercise and kind, and the values and position of its
/// last set (the new set's prefill). No row (the entry is not in the workout) checks the room first, as the separate
/// statements did, then gives the entry's error.
enum NewSetPlace {
    /// The row: `exercise_count`, `set_count`, `exercise_id`, `exercise_kind`, `last_position` (NULL: no set yet) and
    /// the last set's values (`TrainingRows.setValuesColumns`).
    static func read(entry workoutExerciseID: Int64, workoutID: Int64, _ connection: any SQLConnection) throws -> any SQLRow {
        guard let row = try connection.row(statement, [workoutID, workoutID, workoutExerciseID, workoutID]) else {
            try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: 0, sets: 1, connection)
            throw DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(workoutExerciseID)"]))
        }
        try LiveWorkoutChecks.requireRoom(
            exerciseCount: try row["exercise_count"], setCount: try row["set_count"], exercises: 0, sets: 1)
        return row
    }

    static let statement = SQL("""
        SELECT (SELECT count(*) FROM workout_exercise WHERE workout_id = ?) AS exercise_count,
               (SELECT count(*) FROM workout_set JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                WHERE workout_exercise.workout_id = ?) AS set_count,
               workout_exercise.exercise_id, exercise.kind AS exercise_kind, last.position AS last_position,
               \(TrainingRows.setValuesColumns.split(separator: ",").map { "last." + $0.trimmingCharacters(in: .whitespaces) }
                   .joined(separator: ", "))
        FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
        LEFT JOIN workout_set AS last ON last.workout_exercise_id = workout_exercise.id
            AND last.position = (SELECT max(position) FROM workout_set WHERE workout_exercise_id = workout_exercise.id)
        WHERE workout_exercise.id = ? AND workout_exercise.workout_id = ?
        """)
}
