/// What ties an exercise to the workout log in SQL (migration `pg3-training`), the PostgreSQL twin of the SQLite store's
/// `ExerciseHistorySQL`.
enum PostgresExerciseHistory {
    /// The start of the latest workout that contains `exercise`; NULL when never performed. One seek of
    /// `workout_exercise_by_exercise_start`, whose `workout_started_at` is kept equal to the workout's start.
    static let lastPerformedAt = """
        (SELECT max(workout_exercise.workout_started_at) FROM workout_exercise
         WHERE workout_exercise.exercise_id = exercise.id)
        """

    /// The latest day of a finished workout that contains `exercise`; NULL when never finished. Walks
    /// `workout_exercise_by_exercise_day` from the newest day and stops at the first finished workout (at most one is not).
    static let lastFinishedDay = """
        (SELECT workout_exercise.workout_local_date FROM workout_exercise
         JOIN workout ON workout.id = workout_exercise.workout_id
         WHERE workout_exercise.exercise_id = exercise.id AND workout.ended_at IS NOT NULL
         ORDER BY workout_exercise.workout_local_date DESC LIMIT 1)
        """
}
