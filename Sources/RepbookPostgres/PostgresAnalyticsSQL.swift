/// SQL fragments shared by the PostgreSQL analytics queries, each rule written once: the twins of the SQLite store's
/// `AnalyticsSQL`, checked against the Core rules by the engine tests.
enum PostgresAnalyticsSQL {
    /// Whether a set (alias `workout_set`) counts as work: done and not a warm-up, as `WorkoutVolume.isWorking`.
    static let isWorking = "(workout_set.is_done AND workout_set.kind <> 'warmup')"

    /// Weight × reps in kilograms of a working set whose exercise (alias `exercise`) lifts load, else 0; the SQL twin of
    /// `WorkoutVolume.kilograms(_:kind:)`.
    static let workingVolume = """
        (CASE WHEN \(isWorking) AND exercise.kind IN ('weight_reps', 'weighted_bodyweight')
              AND workout_set.weight IS NOT NULL AND workout_set.reps IS NOT NULL
         THEN workout_set.weight * workout_set.reps * (CASE workout_set.weight_unit WHEN 'lb' THEN 0.45359237 ELSE 1.0 END)::float8
         ELSE 0 END)
        """

    /// The columns (read in order by `PostgresStore.performedSet`: keep the order) and joins that read performed sets.
    static let performedSetsSelect = """
        SELECT workout.id, workout.local_date, workout_exercise.exercise_id, exercise.kind,
               workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.duration_seconds,
               workout_set.distance_meters, workout_set.kind, workout_set.rpe, workout_set.note
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        """

    /// Oldest first, each workout's sets together and in the order they were logged.
    static let performedSetsOrder =
        "ORDER BY workout.started_at, workout.id, workout_exercise.position, workout_exercise.id, workout_set.position, workout_set.id"
}
