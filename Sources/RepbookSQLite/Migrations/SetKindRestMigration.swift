import GRDB

/// Migration `v14-set-kind-rest`: the rest after a warm-up (default 60 s) and after a drop set (default 0, none) as
/// settings beside the default rest. Never edited once landed.
enum SetKindRestMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE user_settings ADD COLUMN warmup_rest_seconds INTEGER NOT NULL DEFAULT 60
                CHECK (warmup_rest_seconds BETWEEN 0 AND 3600);
            ALTER TABLE user_settings ADD COLUMN drop_rest_seconds INTEGER NOT NULL DEFAULT 0
                CHECK (drop_rest_seconds BETWEEN 0 AND 3600);
            """)
    }
}
