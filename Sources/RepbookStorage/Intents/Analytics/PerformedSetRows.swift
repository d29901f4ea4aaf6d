import Foundation
import RepbookCore

/// The done sets of finished workouts as `PerformedSet` values: the one statement that reads them (for analytics and for
/// the session summaries `SessionWriting` computes), its selection the caller's.
public enum PerformedSetRows {
    /// The columns and joins that read performed sets.
    static let select = """
        SELECT workout.id AS workout_id, workout.local_date, workout_exercise.exercise_id, exercise.kind AS exercise_kind,
               workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.duration_seconds,
               workout_set.distance_meters, workout_set.kind, workout_set.rpe, workout_set.note
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        """

    /// Oldest first, each workout's sets together and in the order they were logged.
    static let order =
        "ORDER BY workout.started_at, workout.id, workout_exercise.position, workout_exercise.id, workout_set.position, workout_set.id"

    /// The statement that reads the done sets of finished workouts matching `condition`.
    static func statement(where condition: String) -> SQL {
        SQL("\(select) WHERE \(condition) AND workout.ended_at IS NOT NULL AND workout_set.is_done \(order)")
    }

    /// The done sets of finished workouts that also match `condition` (over `workout`, `workout_exercise` and
    /// `workout_set`, its placeholders bound to `arguments`), oldest first.
    static func read(where condition: String, _ arguments: [any SQLBindable], _ connection: any SQLConnection) throws -> [PerformedSet] {
        try connection.all(statement(where: condition), arguments) { row in
            PerformedSet(
                workoutID: try row["workout_id"], exerciseID: try row["exercise_id"], date: try row["local_date"],
                kind: try row.choice("exercise_kind"), values: try TrainingRows.setValues(row))
        }
    }
}
