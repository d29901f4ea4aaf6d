import GRDB

/// Migration `v2-workout-log`: workouts, the exercises in them and their sets. Never edited once landed.
enum WorkoutLogMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE workout (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
                notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 4000),
                source TEXT NOT NULL CHECK (source IN ('empty', 'template', 'split_day', 'repeat', 'quick_log', 'import')),
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                started_at DATETIME NOT NULL,
                ended_at DATETIME CHECK (ended_at IS NULL OR ended_at >= started_at)
            );
            CREATE INDEX workout_by_user_date ON workout(user_id, local_date);
            CREATE UNIQUE INDEX workout_one_active_per_user ON workout(user_id) WHERE ended_at IS NULL;
            CREATE UNIQUE INDEX workout_one_quick_log_per_day ON workout(user_id, local_date) WHERE source = 'quick_log';

            CREATE TABLE workout_exercise (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                workout_id INTEGER NOT NULL REFERENCES workout(id) ON DELETE CASCADE,
                exercise_id INTEGER NOT NULL REFERENCES exercise(id) ON DELETE RESTRICT,
                position INTEGER NOT NULL CHECK (position >= 0),
                superset_group INTEGER CHECK (superset_group IS NULL OR superset_group >= 0),
                notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= 2000)
            );
            CREATE INDEX workout_exercise_by_workout ON workout_exercise(workout_id, position);
            CREATE INDEX workout_exercise_by_exercise ON workout_exercise(exercise_id, workout_id);

            CREATE TABLE workout_set (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                workout_exercise_id INTEGER NOT NULL REFERENCES workout_exercise(id) ON DELETE CASCADE,
                position INTEGER NOT NULL CHECK (position >= 0),
                weight REAL CHECK (weight IS NULL OR (weight >= 0 AND weight <= 2000)),
                weight_unit TEXT NOT NULL CHECK (weight_unit IN ('kg', 'lb')),
                reps INTEGER CHECK (reps IS NULL OR reps BETWEEN 0 AND 1000),
                duration_seconds INTEGER CHECK (duration_seconds IS NULL OR duration_seconds >= 0),
                distance_meters REAL CHECK (distance_meters IS NULL OR distance_meters >= 0),
                kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'warmup', 'drop', 'failure', 'rest_pause')),
                rpe REAL CHECK (rpe IS NULL OR (rpe BETWEEN 6 AND 10 AND rpe * 2 = CAST(rpe * 2 AS INTEGER))),
                is_done INTEGER NOT NULL DEFAULT 0 CHECK (is_done IN (0, 1)),
                note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 500),
                created_at DATETIME NOT NULL
            );
            CREATE INDEX workout_set_by_workout_exercise ON workout_set(workout_exercise_id, position);
            """)
    }
}
