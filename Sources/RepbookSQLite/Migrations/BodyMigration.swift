import GRDB

/// Migration `v5-body-settings`: height (for BMI) and the goal body weight, as typed, in settings. Never edited once landed.
enum BodyMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE user_settings ADD COLUMN height_cm REAL CHECK (height_cm IS NULL OR height_cm BETWEEN 50 AND 272);
            ALTER TABLE user_settings ADD COLUMN goal_weight REAL CHECK (goal_weight IS NULL OR (goal_weight > 0 AND goal_weight <= 1000));
            ALTER TABLE user_settings ADD COLUMN goal_weight_unit TEXT
                CHECK ((goal_weight IS NULL AND goal_weight_unit IS NULL) OR (goal_weight IS NOT NULL AND goal_weight_unit IN ('kg', 'lb')));
            """)
    }
}
