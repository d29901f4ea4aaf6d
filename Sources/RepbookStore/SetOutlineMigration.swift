import GRDB

/// Migration `v9-set-outline`: a covering index of each exercise's sets in order with their done marks, so the flow
/// after a done set reads a workout's outline without touching the sets' rows. Never edited once landed.
enum SetOutlineMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE INDEX workout_set_outline ON workout_set(workout_exercise_id, position, is_done);
            """)
    }
}
