import GRDB

/// Migration `v25-effort-scale`: the scale a user sees and types a set's effort in, `rpe` (the default) or `rir`, as a
/// setting beside the others; the effort itself stays stored once, as RPE. Never edited once landed.
enum EffortScaleMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE user_settings ADD COLUMN effort_scale TEXT NOT NULL DEFAULT 'rpe' CHECK (effort_scale IN ('rpe', 'rir'));
            """)
    }
}
