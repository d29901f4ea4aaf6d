import GRDB

/// Migration `v12-recency-keys`: the copies of a workout's start and day on its `workout_exercise` rows (migration
/// `v8-exercise-recency`) are held right by the schema instead of three triggers. Each row now names its workout by
/// `(workout_id, workout_started_at, workout_local_date)`, a foreign key to the unique key `workout_start_day_key`, with
/// `ON UPDATE CASCADE`: a writer that copies the wrong start or day fails, and a change of a workout's start or day
/// reaches its rows. The table is rebuilt (SQLite cannot add a foreign key), keeping every row, id and index, and the
/// triggers are dropped. Never edited once landed.
enum RecencyKeyMigration {
    static func migrate(_ db: Database) throws {
        let sequence = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'workout_exercise'")
        try db.execute(sql: """
            DROP TRIGGER workout_exercise_recency_on_insert;
            DROP TRIGGER workout_exercise_recency_on_move;
            DROP TRIGGER workout_recency_on_update;
            CREATE UNIQUE INDEX workout_start_day_key ON workout(id, started_at, local_date);

            CREATE TABLE workout_exercise_keyed (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                workout_id INTEGER NOT NULL REFERENCES workout(id) ON DELETE CASCADE,
                exercise_id INTEGER NOT NULL REFERENCES exercise(id) ON DELETE RESTRICT,
                position INTEGER NOT NULL CHECK (position >= 0),
                superset_group INTEGER CHECK (superset_group IS NULL OR superset_group >= 0),
                notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
                rest_seconds INTEGER CHECK (rest_seconds IS NULL OR rest_seconds BETWEEN 0 AND 3600),
                target_sets INTEGER CHECK (target_sets IS NULL OR target_sets BETWEEN 1 AND 20),
                target_reps_min INTEGER CHECK (target_reps_min IS NULL OR target_reps_min BETWEEN 1 AND 1000),
                target_reps_max INTEGER CHECK (target_reps_max IS NULL OR target_reps_max BETWEEN 1 AND 1000),
                workout_started_at DATETIME NOT NULL,
                workout_local_date TEXT NOT NULL,
                FOREIGN KEY (workout_id, workout_started_at, workout_local_date)
                    REFERENCES workout(id, started_at, local_date) ON UPDATE CASCADE
            );
            INSERT INTO workout_exercise_keyed (
                id, workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets, target_reps_min,
                target_reps_max, workout_started_at, workout_local_date)
            SELECT entry.id, entry.workout_id, entry.exercise_id, entry.position, entry.superset_group, entry.notes, entry.rest_seconds,
                   entry.target_sets, entry.target_reps_min, entry.target_reps_max, workout.started_at, workout.local_date
            FROM workout_exercise AS entry JOIN workout ON workout.id = entry.workout_id;
            DROP TABLE workout_exercise;
            ALTER TABLE workout_exercise_keyed RENAME TO workout_exercise;
            CREATE INDEX workout_exercise_by_workout ON workout_exercise(workout_id, position);
            CREATE INDEX workout_exercise_by_exercise ON workout_exercise(exercise_id, workout_id);
            CREATE INDEX workout_exercise_by_exercise_start ON workout_exercise(exercise_id, workout_started_at);
            CREATE INDEX workout_exercise_by_exercise_day ON workout_exercise(exercise_id, workout_local_date, workout_id);
            """)
        if let sequence {
            try db.execute(sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'workout_exercise'", arguments: [sequence])
        }
    }
}
