/// The SQL that ties an exercise to the workout log (migration `v2-workout-log`; the recency columns and indexes of
/// `v8-exercise-recency`).
enum ExerciseHistorySQL {
    /// The latest day of a finished workout that contains `exercise`; NULL when never finished. Walks
    /// `workout_exercise_by_exercise_day` from the newest day and stops at the first finished workout (at most one is not).
    static let lastFinishedDay = """
        (SELECT workout_exercise.workout_local_date FROM workout_exercise
         JOIN workout ON workout.id = workout_exercise.workout_id
         WHERE workout_exercise.exercise_id = exercise.id AND workout.ended_at IS NOT NULL
         ORDER BY workout_exercise.workout_local_date DESC LIMIT 1)
        """
}
