import GRDB

/// Migration `v23-open-sets-shared-condition`: the open-sets index (`v9-open-sets`) rebuilt with the condition
/// PostgreSQL's has, `WHERE NOT is_done`, so one statement text reaches it on both engines (SQLite uses a partial index
/// only for a query that states its condition as written). Never edited once landed.
enum SharedOpenSetsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            DROP INDEX workout_set_open;
            CREATE INDEX workout_set_open ON workout_set(workout_exercise_id, position) WHERE NOT is_done;
            """)
    }
}
