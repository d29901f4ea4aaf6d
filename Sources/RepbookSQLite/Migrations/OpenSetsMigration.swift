import GRDB

/// Migration `v9-open-sets`: an index of each exercise's open (not done) sets in order, so the flow after a done set
/// finds the next open set of each exercise with one seek, however many sets are done. Never edited once landed.
enum OpenSetsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE INDEX workout_set_open ON workout_set(workout_exercise_id, position) WHERE is_done = 0;
            """)
    }
}
