import GRDB

/// Migration `v6-history-import`: an index on every workout's start, for finding a file's workouts already in the log
/// (finished or not; the older `workout_by_user_start` covers finished ones only). Never edited once landed.
enum HistoryImportMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE INDEX workout_by_user_started_at ON workout(user_id, started_at);
            """)
    }
}
