import GRDB

/// Migration `v16-coaching`: a user's bar and plates in kilograms and pounds and the warm-up ramp, one row per user
/// that saved them (the standard ones otherwise). Never edited once landed.
enum CoachingMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE coaching_settings (
                user_id INTEGER PRIMARY KEY NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                bar_kg REAL NOT NULL CHECK (bar_kg BETWEEN 0 AND 100),
                plates_kg TEXT NOT NULL CHECK (length(plates_kg) BETWEEN 1 AND 200),
                bar_lb REAL NOT NULL CHECK (bar_lb BETWEEN 0 AND 100),
                plates_lb TEXT NOT NULL CHECK (length(plates_lb) BETWEEN 1 AND 200),
                warmup_steps TEXT NOT NULL CHECK (length(warmup_steps) BETWEEN 1 AND 200)
            ) WITHOUT ROWID;
            """)
    }
}
