import GRDB

/// Migration `v24-programs`: the programs users run (issue 33). `user_program`: the definition as a program file
/// (`repbook-program` v1, the text export and the archive use), the position, started and ended; at most one running
/// per user. `program_lift`: which of the user's exercises each lift key is. `program_slot`: each slot's stage, failures,
/// first-stage weight and rep targets. `program_weight_change`: every dated value of a training max or a slot's working
/// weight with its reason, as rows (history reads are queries). Workouts keep the program day they run
/// (`program_id`, cycle, week, day), their exercises the slot, their sets whether the program made them AMRAP and the
/// set's own reason. Never edited once landed.
///
/// Indexes, one per read: a user's programs (`user_program_by_user`), the running one (`user_program_one_active_per_user`),
/// a program's lifts, slots and weight history (their primary keys), the programs using an exercise
/// (`program_lift_by_exercise`, for deleting an exercise), a program's workouts (`workout_by_program`, for unlinking).
enum ProgramMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE user_program (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 80),
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
                definition TEXT NOT NULL CHECK (length(definition) BETWEEN 2 AND 524288),
                cycle INTEGER NOT NULL CHECK (cycle >= 1),
                week INTEGER NOT NULL CHECK (week >= 1),
                day INTEGER NOT NULL CHECK (day >= 1),
                started_on TEXT NOT NULL,
                ended_at DATETIME,
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE INDEX user_program_by_user ON user_program(user_id, id);
            CREATE UNIQUE INDEX user_program_one_active_per_user ON user_program(user_id) WHERE ended_at IS NULL;

            CREATE TABLE program_lift (
                program_id INTEGER NOT NULL REFERENCES user_program(id) ON DELETE CASCADE,
                lift_key TEXT NOT NULL CHECK (length(lift_key) BETWEEN 1 AND 80),
                exercise_id INTEGER NOT NULL REFERENCES exercise(id) ON DELETE RESTRICT,
                PRIMARY KEY (program_id, lift_key)
            ) WITHOUT ROWID;
            CREATE INDEX program_lift_by_exercise ON program_lift(exercise_id);

            CREATE TABLE program_slot (
                program_id INTEGER NOT NULL REFERENCES user_program(id) ON DELETE CASCADE,
                slot_key TEXT NOT NULL CHECK (length(slot_key) BETWEEN 1 AND 80),
                stage INTEGER NOT NULL CHECK (stage >= 0),
                failures INTEGER NOT NULL CHECK (failures >= 0),
                first_stage_weight REAL CHECK (first_stage_weight IS NULL OR first_stage_weight >= 0),
                first_stage_weight_unit TEXT CHECK (first_stage_weight_unit IS NULL OR first_stage_weight_unit IN ('kg', 'lb')),
                target_reps TEXT CHECK (target_reps IS NULL OR length(target_reps) BETWEEN 1 AND 200),
                PRIMARY KEY (program_id, slot_key)
            ) WITHOUT ROWID;

            CREATE TABLE program_weight_change (
                program_id INTEGER NOT NULL REFERENCES user_program(id) ON DELETE CASCADE,
                subject TEXT NOT NULL CHECK (subject IN ('training_max', 'working_weight')),
                item_key TEXT NOT NULL CHECK (length(item_key) BETWEEN 1 AND 80),
                seq INTEGER NOT NULL CHECK (seq >= 0),
                local_date TEXT NOT NULL,
                weight REAL NOT NULL CHECK (weight >= 0 AND weight <= 5000),
                weight_unit TEXT NOT NULL CHECK (weight_unit IN ('kg', 'lb')),
                reason TEXT NOT NULL CHECK (length(reason) <= 400),
                PRIMARY KEY (program_id, subject, item_key, seq)
            ) WITHOUT ROWID;

            ALTER TABLE workout ADD COLUMN program_id INTEGER REFERENCES user_program(id) ON DELETE SET NULL;
            ALTER TABLE workout ADD COLUMN program_cycle INTEGER CHECK (program_cycle IS NULL OR program_cycle >= 1);
            ALTER TABLE workout ADD COLUMN program_week INTEGER CHECK (program_week IS NULL OR program_week >= 1);
            ALTER TABLE workout ADD COLUMN program_day INTEGER CHECK (program_day IS NULL OR program_day >= 1);
            CREATE INDEX workout_by_program ON workout(program_id) WHERE program_id IS NOT NULL;
            ALTER TABLE workout_exercise ADD COLUMN program_slot_key TEXT
                CHECK (program_slot_key IS NULL OR length(program_slot_key) BETWEEN 1 AND 80);
            ALTER TABLE workout_set ADD COLUMN suggested_amrap INTEGER NOT NULL DEFAULT 0 CHECK (suggested_amrap IN (0, 1));
            ALTER TABLE workout_set ADD COLUMN suggestion_note TEXT
                CHECK (suggestion_note IS NULL OR length(suggestion_note) BETWEEN 1 AND 400);
            """)
    }
}
