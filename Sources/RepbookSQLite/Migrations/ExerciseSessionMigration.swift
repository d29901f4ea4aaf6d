import GRDB

/// Migration `v10-exercise-sessions`: the read model of each finished workout's exercises, `exercise_session` (one row
/// per workout and exercise with working sets, the figures of `ExerciseSessionSummary`), with the most reps at each
/// weight in `exercise_session_reps` and, for bodyweight kinds, the (added weight, reps) inputs of their 1RM in
/// `exercise_session_load`; then fills them for every finished workout already in the database. Written by
/// `ExerciseSessionWriting` in the transaction of every write that finishes, adds to, imports or restores workouts or
/// changes an exercise's kind; removed with the workout by `ON DELETE CASCADE`. Never edited once landed.
///
/// A row copies its workout's user, day and start (so each reader is one index range); no writer changes a finished
/// workout's start or day, and one that ever does must rewrite its summaries in the same transaction. The backfill runs
/// today's `ExerciseSessionWriting`, which reads only columns that exist at v8; a later change to what it reads must
/// keep this migration working on a v8 database (or backfill in its own migration).
///
/// Indexes, one per read: an exercise's sessions in order (`exercise_id, started_at, workout_id`: exercise ids belong to
/// one user, and the same index serves the foreign key), a user's sessions of some days (`user_id, local_date`), a
/// workout's sessions (the unique key, which also serves the foreign key and the rewrite); child rows by their key.
enum ExerciseSessionMigration {
    static func migrate(_ db: Database) throws {
        let kinds = ExerciseKindValues.all.map { "'\($0)'" }.joined(separator: ", ")
        /// A best with the set behind it.
        func best(_ name: String) -> String {
            """
            \(name)_kg REAL CHECK (\(name)_kg > 0),
            \(name)_set_kg REAL CHECK (\(name)_set_kg >= 0),
            \(name)_reps INTEGER CHECK (\(name)_reps > 0),
            """
        }
        /// A best's three columns are all there, or none.
        func whole(_ name: String) -> String {
            "CHECK ((\(name)_kg IS NULL) = (\(name)_set_kg IS NULL) AND (\(name)_kg IS NULL) = (\(name)_reps IS NULL)),"
        }
        try db.execute(sql: """
            CREATE TABLE exercise_session (
                id INTEGER PRIMARY KEY,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                workout_id INTEGER NOT NULL REFERENCES workout(id) ON DELETE CASCADE,
                exercise_id INTEGER NOT NULL REFERENCES exercise(id) ON DELETE CASCADE,
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                started_at DATETIME NOT NULL,
                exercise_kind TEXT NOT NULL CHECK (exercise_kind IN (\(kinds))),
                working_sets INTEGER NOT NULL CHECK (working_sets > 0),
                volume_kg REAL NOT NULL CHECK (volume_kg >= 0),
                \(best("heaviest"))
                \(best("epley"))
                \(best("brzycki"))
                \(best("best_set_volume"))
                reps_1_3 INTEGER NOT NULL CHECK (reps_1_3 >= 0),
                reps_4_6 INTEGER NOT NULL CHECK (reps_4_6 >= 0),
                reps_7_10 INTEGER NOT NULL CHECK (reps_7_10 >= 0),
                reps_11_15 INTEGER NOT NULL CHECK (reps_11_15 >= 0),
                reps_16_plus INTEGER NOT NULL CHECK (reps_16_plus >= 0),
                \(whole("heaviest")) \(whole("epley")) \(whole("brzycki")) \(whole("best_set_volume"))
                CHECK (reps_1_3 + reps_4_6 + reps_7_10 + reps_11_15 + reps_16_plus = working_sets),
                UNIQUE (workout_id, exercise_id)
            );
            CREATE INDEX exercise_session_by_exercise ON exercise_session(exercise_id, started_at, workout_id);
            CREATE INDEX exercise_session_by_user_day ON exercise_session(user_id, local_date, started_at);

            CREATE TABLE exercise_session_reps (
                session_id INTEGER NOT NULL REFERENCES exercise_session(id) ON DELETE CASCADE,
                weight_kg REAL NOT NULL CHECK (weight_kg >= 0),
                reps INTEGER NOT NULL CHECK (reps > 0),
                PRIMARY KEY (session_id, weight_kg)
            ) WITHOUT ROWID;

            CREATE TABLE exercise_session_load (
                session_id INTEGER NOT NULL REFERENCES exercise_session(id) ON DELETE CASCADE,
                position INTEGER NOT NULL CHECK (position >= 0),
                added_kg REAL NOT NULL CHECK (added_kg >= 0),
                reps INTEGER NOT NULL CHECK (reps > 0),
                PRIMARY KEY (session_id, position)
            ) WITHOUT ROWID;
            """)
        // User by user, so memory holds one user's sets at a time however many share the instance.
        for userID in try Int64.fetchAll(db, sql: "SELECT id FROM user ORDER BY id") {
            try ExerciseSessionWriting.rewrite(where: "workout.user_id = ?", arguments: [userID], db: db)
        }
    }
}
