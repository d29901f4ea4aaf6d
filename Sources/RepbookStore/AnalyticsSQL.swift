/// SQL fragments shared by the analytics queries, so each rule is written once and tested against its Core twin.
enum AnalyticsSQL {
    /// Whether a set (alias `workout_set`) counts as work: done and not a warm-up, as `WorkoutVolume.isWorking`.
    static let isWorking = "(workout_set.is_done = 1 AND workout_set.kind != 'warmup')"

    /// Weight × reps in kilograms of a working set whose exercise (alias `exercise`) lifts load, else 0; the SQL twin of
    /// `WorkoutVolume.kilograms(_:kind:)`, checked against it by the store tests.
    static let workingVolume = """
        (CASE WHEN \(isWorking) AND exercise.kind IN ('weight_reps', 'weighted_bodyweight')
              AND workout_set.weight IS NOT NULL AND workout_set.reps IS NOT NULL
         THEN workout_set.weight * workout_set.reps * (CASE workout_set.weight_unit WHEN 'lb' THEN 0.45359237 ELSE 1.0 END)
         ELSE 0 END)
        """

    /// The columns (read by position in `RowDecoding.performedSets`: keep the order) and joins that read performed sets.
    private static let performedSetsSelect = """
        SELECT workout.id AS workout_id, workout.local_date, workout_exercise.exercise_id, exercise.kind AS exercise_kind,
               workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.duration_seconds,
               workout_set.distance_meters, workout_set.kind, workout_set.rpe, workout_set.note
        FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        """

    /// The query for performed sets matching `condition` (over `workout`, `workout_exercise` and `workout_set`),
    /// oldest first, each workout's sets together and in the order they were logged.
    static func performedSets(where condition: String) -> String {
        "\(performedSetsSelect) WHERE \(condition) \(performedSetsOrder)"
    }

    /// Oldest first, each workout's sets together and in the order they were logged.
    private static let performedSetsOrder =
        "ORDER BY workout.started_at, workout.id, workout_exercise.position, workout_exercise.id, workout_set.position, workout_set.id"
}
