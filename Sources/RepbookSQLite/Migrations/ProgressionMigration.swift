import GRDB

/// Migration `v16-progression`: a progression rule per template exercise (rule, increment with its unit, deload after N
/// sessions by a percentage), and on the live workout the suggestion a rule made: the reason per exercise and the
/// suggested weight and reps per set. Never edited once landed.
enum ProgressionMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE template_exercise ADD COLUMN progression_rule TEXT NOT NULL DEFAULT 'none'
                CHECK (progression_rule IN ('none', 'linear', 'double'));
            ALTER TABLE template_exercise ADD COLUMN progression_increment REAL NOT NULL DEFAULT 2.5
                CHECK (progression_increment > 0 AND progression_increment <= 200);
            ALTER TABLE template_exercise ADD COLUMN progression_increment_unit TEXT NOT NULL DEFAULT 'kg'
                CHECK (progression_increment_unit IN ('kg', 'lb'));
            ALTER TABLE template_exercise ADD COLUMN deload_after INTEGER
                CHECK (deload_after IS NULL OR deload_after BETWEEN 1 AND 10);
            ALTER TABLE template_exercise ADD COLUMN deload_percent REAL NOT NULL DEFAULT 10
                CHECK (deload_percent BETWEEN 1 AND 50);

            ALTER TABLE workout_exercise ADD COLUMN suggestion_reason TEXT
                CHECK (suggestion_reason IS NULL OR length(suggestion_reason) BETWEEN 1 AND 400);
            ALTER TABLE workout_set ADD COLUMN suggested_weight REAL
                CHECK (suggested_weight IS NULL OR suggested_weight BETWEEN 0 AND 2000);
            ALTER TABLE workout_set ADD COLUMN suggested_weight_unit TEXT
                CHECK (suggested_weight_unit IS NULL OR suggested_weight_unit IN ('kg', 'lb'));
            ALTER TABLE workout_set ADD COLUMN suggested_reps INTEGER
                CHECK (suggested_reps IS NULL OR suggested_reps BETWEEN 1 AND 1000);
            """)
    }
}
