/// The SQL that ties an exercise to the workout log (migration `v2-workout-log`).
enum ExerciseHistorySQL {
    /// The start of the latest workout that contains `exercise`; NULL when never performed.
    static let lastPerformedAt = """
        (SELECT max(workout.started_at) FROM workout_exercise
         JOIN workout ON workout.id = workout_exercise.workout_id
         WHERE workout_exercise.exercise_id = exercise.id)
        """
    /// Whether any workout of user `:user` contains exercise `:id`.
    static let hasHistory = """
        SELECT EXISTS (SELECT 1 FROM workout_exercise
                       JOIN workout ON workout.id = workout_exercise.workout_id
                       WHERE workout_exercise.exercise_id = :id AND workout.user_id = :user)
        """
}
