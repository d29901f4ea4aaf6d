/// What ties an exercise to the workout log in SQL. The workout log (`workout`, `workout_exercise`) is not yet part of
/// the PostgreSQL schema: until the migration that adds it lands (with the `WorkoutStore` protocol), no exercise has
/// been performed, so these are constants. That migration replaces them with the SQLite store's `ExerciseHistorySQL`
/// (`max(workout_started_at)` over `workout_exercise`, and the `EXISTS` over it joined to `workout`).
enum PostgresExerciseHistory {
    /// The start of the latest workout that contains `exercise`; NULL when never performed.
    static let lastPerformedAt = "NULL::timestamptz"
    /// Whether any workout of the user contains the exercise.
    static let hasHistory = false
}
