import GRDB

/// Migration `v3-training`: templates, splits, and what a live workout needs (targets, rest timer, split day).
/// Never edited once landed.
enum TrainingMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE template (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80 AND name = trim(name)),
                name_key TEXT NOT NULL CHECK (length(name_key) > 0),
                notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 4000),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX template_by_user_name ON template(user_id, name_key);

            CREATE TABLE template_exercise (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                template_id INTEGER NOT NULL REFERENCES template(id) ON DELETE CASCADE,
                exercise_id INTEGER NOT NULL REFERENCES exercise(id) ON DELETE RESTRICT,
                position INTEGER NOT NULL CHECK (position >= 0),
                superset_group INTEGER CHECK (superset_group IS NULL OR superset_group BETWEEN 0 AND 25),
                target_sets INTEGER NOT NULL CHECK (target_sets BETWEEN 1 AND 20),
                reps_min INTEGER NOT NULL CHECK (reps_min BETWEEN 1 AND 1000),
                reps_max INTEGER NOT NULL CHECK (reps_max BETWEEN reps_min AND 1000),
                target_weight REAL CHECK (target_weight IS NULL OR target_weight BETWEEN 0 AND 2000),
                target_weight_unit TEXT NOT NULL DEFAULT 'kg' CHECK (target_weight_unit IN ('kg', 'lb')),
                rest_seconds INTEGER CHECK (rest_seconds IS NULL OR rest_seconds BETWEEN 0 AND 3600),
                notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
                UNIQUE (template_id, position)
            );
            CREATE INDEX template_exercise_by_exercise ON template_exercise(exercise_id);

            CREATE TABLE split (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80 AND name = trim(name)),
                name_key TEXT NOT NULL CHECK (length(name_key) > 0),
                schedule TEXT NOT NULL CHECK (schedule IN ('weekly', 'rotation')),
                advance TEXT NOT NULL CHECK (advance IN ('calendar', 'completion')),
                is_active INTEGER NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1)),
                custom_name TEXT CHECK (custom_name IS NULL OR length(custom_name) BETWEEN 1 AND 80),
                start_date TEXT CHECK (start_date IS NULL OR start_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                activated_at DATETIME,
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL,
                CHECK (is_active = 0 OR (start_date IS NOT NULL AND activated_at IS NOT NULL))
            );
            CREATE UNIQUE INDEX split_by_user_name ON split(user_id, name_key);
            CREATE UNIQUE INDEX split_one_active_per_user ON split(user_id) WHERE is_active = 1;

            CREATE TABLE split_day (
                split_id INTEGER NOT NULL REFERENCES split(id) ON DELETE CASCADE,
                position INTEGER NOT NULL CHECK (position BETWEEN 0 AND 27),
                template_id INTEGER REFERENCES template(id) ON DELETE RESTRICT,
                PRIMARY KEY (split_id, position)
            ) WITHOUT ROWID;
            CREATE INDEX split_day_by_template ON split_day(template_id) WHERE template_id IS NOT NULL;

            ALTER TABLE workout ADD COLUMN template_id INTEGER REFERENCES template(id) ON DELETE SET NULL;
            ALTER TABLE workout ADD COLUMN split_id INTEGER REFERENCES split(id) ON DELETE SET NULL;
            ALTER TABLE workout ADD COLUMN split_day_index INTEGER CHECK (split_day_index IS NULL OR split_day_index BETWEEN 0 AND 27);
            ALTER TABLE workout ADD COLUMN rest_started_at DATETIME;
            ALTER TABLE workout ADD COLUMN rest_ends_at DATETIME;
            CREATE INDEX workout_by_user_start ON workout(user_id, started_at) WHERE ended_at IS NOT NULL;
            CREATE INDEX workout_by_split ON workout(split_id, started_at) WHERE split_id IS NOT NULL;
            CREATE INDEX workout_by_template ON workout(template_id) WHERE template_id IS NOT NULL;

            ALTER TABLE workout_exercise ADD COLUMN rest_seconds INTEGER CHECK (rest_seconds IS NULL OR rest_seconds BETWEEN 0 AND 3600);
            ALTER TABLE workout_exercise ADD COLUMN target_sets INTEGER CHECK (target_sets IS NULL OR target_sets BETWEEN 1 AND 20);
            ALTER TABLE workout_exercise ADD COLUMN target_reps_min INTEGER CHECK (target_reps_min IS NULL OR target_reps_min BETWEEN 1 AND 1000);
            ALTER TABLE workout_exercise ADD COLUMN target_reps_max INTEGER CHECK (target_reps_max IS NULL OR target_reps_max BETWEEN 1 AND 1000);
            """)
    }
}
