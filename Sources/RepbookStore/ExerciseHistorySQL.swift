/// The SQL that ties an exercise to the workout log. No log table exists before the training issue's migration,
/// so an exercise has no history yet and was never performed; that migration replaces these two expressions.
enum ExerciseHistorySQL {
    /// The last time a set of `exercise` was logged.
    static let lastPerformedAt = "NULL"
    /// Whether any logged set refers to exercise `:id` of user `:user`.
    static let hasHistory = "SELECT 0 WHERE :id IS NOT NULL AND :user IS NOT NULL"
}
