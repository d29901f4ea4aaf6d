/// The statements of the analytics reads (`AnalyticsIntents`) that are not a selection of performed sets.
public enum AnalyticsReads {
    /// The finished workouts of one range of the user's days (user, first and last day), each one's working sets and
    /// volume summed over its own sets: SQLite groups the joined sets, PostgreSQL sums each workout's sets laterally.
    public static let workoutDigests = SQL(
        sqlite: """
            SELECT workout.id, workout.name, workout.local_date, workout.started_at, workout.ended_at,
                   CASE WHEN workout.split_id IS NOT NULL THEN template.name END AS split_day_name,
                   COUNT(CASE WHEN \(AnalyticsSQL.isWorking) THEN 1 END) AS working_sets,
                   TOTAL(\(AnalyticsSQL.workingVolume)) AS volume
            FROM workout
            LEFT JOIN template ON template.id = workout.template_id
            LEFT JOIN workout_exercise ON workout_exercise.workout_id = workout.id
            LEFT JOIN exercise ON exercise.id = workout_exercise.exercise_id
            LEFT JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
            WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
            GROUP BY workout.id
            ORDER BY workout.local_date, workout.started_at, workout.id
            """,
        postgres: """
            SELECT workout.id, workout.name, workout.local_date, workout.started_at, workout.ended_at,
                   CASE WHEN workout.split_id IS NOT NULL THEN template.name END AS split_day_name, totals.working_sets, totals.volume
            FROM workout
            LEFT JOIN template ON template.id = workout.template_id
            CROSS JOIN LATERAL (
                SELECT count(*) FILTER (WHERE \(AnalyticsSQL.isWorking)) AS working_sets,
                       CAST(COALESCE(sum(\(AnalyticsSQL.workingVolume)), 0) AS double precision) AS volume
                FROM workout_exercise
                JOIN exercise ON exercise.id = workout_exercise.exercise_id
                JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                WHERE workout_exercise.workout_id = workout.id
            ) AS totals
            WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
            ORDER BY workout.local_date, workout.started_at, workout.id
            """)

    /// The user's finished workouts in order (user), from the covering index `workout_finished_by_user_day`.
    public static let trainedDays: SQL = """
        SELECT local_date, split_id, split_day_index FROM workout
        WHERE user_id = ? AND ended_at IS NOT NULL ORDER BY local_date, started_at, id
        """

    /// Working sets per exercise category on one range of the user's days (user, first and last day).
    public static let workingSetsByCategory = SQL("""
        SELECT exercise.category, count(*) AS sets FROM workout
        JOIN workout_exercise ON workout_exercise.workout_id = workout.id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
          AND \(AnalyticsSQL.isWorking)
        GROUP BY exercise.category
        """)

    /// The finished workouts of one range of the user's days (user, first and last day) in order, each one's volume the
    /// sum of its session summaries.
    public static let workoutVolumes = SQL("""
        SELECT workout.local_date,
               (SELECT CAST(COALESCE(sum(volume_kg), 0) AS double precision) FROM exercise_session WHERE workout_id = workout.id)
               AS volume
        FROM workout
        WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
        ORDER BY workout.local_date, workout.started_at, workout.id
        """)
}
