import Foundation
import RepbookCore

/// A workout's exercises (`workout_exercise`) as they are added: one of the user's exercises after the workout's last,
/// with its first sets.
public enum WorkoutEntries {
    /// Appends one of the user's exercises to the workout (after its last) with its first sets; answers the entry's id.
    @discardableResult
    public static func insert(
        _ exercise: PlannedExercise, workoutID: Int64, userID: Int64, now: Date, _ connection: any SQLConnection
    ) throws -> Int64 {
        try ExerciseRows.requireOwnExercise(exercise.exerciseID, userID: userID, connection)
        guard let row = try connection.row(insertEntry, [
            exercise.exerciseID, exercise.supersetGroup, exercise.notes, exercise.restSeconds, exercise.targetSets,
            exercise.targetReps?.lower, exercise.targetReps?.upper, exercise.suggestion?.reason, exercise.programSlotKey, workoutID,
        ]) else { throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(workoutID)"])) }
        let id: Int64 = try row["id"]
        let suggested = exercise.suggestion?.sets ?? []
        for (position, values) in exercise.sets.enumerated() {
            try TrainingRows.insertSet(
                values, isDone: false, workoutExerciseID: id, position: position, now: now,
                suggestion: suggested.indices.contains(position) ? suggested[position] : nil, connection)
        }
        return id
    }

    private static let insertEntry: SQL = """
        INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                      target_reps_min, target_reps_max, workout_started_at, workout_local_date, suggestion_reason,
                                      program_slot_key)
        SELECT id, ?, (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id), ?, ?, ?, ?, ?, ?,
               started_at, local_date, ?, ?
        FROM workout WHERE id = ?
        RETURNING id
        """
}
