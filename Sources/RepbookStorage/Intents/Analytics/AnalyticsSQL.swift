/// SQL fragments shared by the analytics reads, so each rule is written once and tested against its Core twin; both
/// engines run them as written.
public enum AnalyticsSQL {
    /// Whether a set (alias `workout_set`) counts as work: done and not a warm-up, as `WorkoutVolume.isWorking`.
    public static let isWorking = "(workout_set.is_done AND workout_set.kind <> 'warmup')"

    /// Weight × reps in kilograms of a working set whose exercise (alias `exercise`) lifts load, else 0; the SQL twin of
    /// `WorkoutVolume.kilograms(_:kind:)`, checked against it by the engine tests.
    public static let workingVolume = """
        CAST(CASE WHEN \(isWorking) AND exercise.kind IN ('weight_reps', 'weighted_bodyweight')
              AND workout_set.weight IS NOT NULL AND workout_set.reps IS NOT NULL
         THEN workout_set.weight * workout_set.reps * (CASE workout_set.weight_unit WHEN 'lb' THEN 0.45359237 ELSE 1.0 END)
         ELSE 0 END AS double precision)
        """
}
