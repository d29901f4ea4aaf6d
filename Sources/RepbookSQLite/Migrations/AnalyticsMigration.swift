import GRDB

/// Migration `v4-analytics`: how progress is measured (1RM formula, weekly target) and body weight by day, which
/// estimated 1RMs of bodyweight exercises include. Never edited once landed.
enum AnalyticsMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE user_settings ADD COLUMN e1rm_formula TEXT NOT NULL DEFAULT 'epley' CHECK (e1rm_formula IN ('epley', 'brzycki'));
            ALTER TABLE user_settings ADD COLUMN weekly_target INTEGER NOT NULL DEFAULT 1 CHECK (weekly_target BETWEEN 1 AND 7);

            CREATE TABLE body_weight (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                weight REAL NOT NULL CHECK (weight > 0 AND weight <= 1000),
                weight_unit TEXT NOT NULL CHECK (weight_unit IN ('kg', 'lb')),
                body_fat_percent REAL CHECK (body_fat_percent IS NULL OR (body_fat_percent > 0 AND body_fat_percent < 100)),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX body_weight_by_user_date ON body_weight(user_id, local_date);
            """)
    }
}
