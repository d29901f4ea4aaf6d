import GRDB

/// Migration `v12-running-bests`: each `exercise_session` row gains its exercise's bests through that session
/// (`through_*`, the `RunningBests` rule), and `exercise_rep_record` keeps the reps at weight that were rep records
/// when done; then both are filled for every exercise. A record's baseline is then one row and a few record rows,
/// however long the history. Written by `RunningBestsWriting` in the transaction of every write to `exercise_session`;
/// removed by `ON DELETE CASCADE`. Never edited once landed.
///
/// A rep record copies its session's exercise, start and workout (the order of the running fold), so the records up to
/// a session are one range of `exercise_rep_record_by_exercise`.
enum RunningBestsMigration {
    static func migrate(_ db: Database) throws {
        for column in ["heaviest", "epley", "brzycki", "set_volume", "session_volume"] {
            try db.execute(sql: "ALTER TABLE exercise_session ADD COLUMN through_\(column)_kg REAL CHECK (through_\(column)_kg >= 0)")
        }
        try db.execute(sql: """
            CREATE TABLE exercise_rep_record (
                session_id INTEGER NOT NULL REFERENCES exercise_session(id) ON DELETE CASCADE,
                exercise_id INTEGER NOT NULL REFERENCES exercise(id) ON DELETE CASCADE,
                started_at DATETIME NOT NULL,
                workout_id INTEGER NOT NULL,
                weight_kg REAL NOT NULL CHECK (weight_kg >= 0),
                reps INTEGER NOT NULL CHECK (reps > 0),
                PRIMARY KEY (session_id, weight_kg)
            ) WITHOUT ROWID;
            CREATE INDEX exercise_rep_record_by_exercise ON exercise_rep_record(exercise_id, started_at, workout_id);
            """)
        for exerciseID in try Int64.fetchAll(db, sql: "SELECT DISTINCT exercise_id FROM exercise_session ORDER BY exercise_id") {
            try RunningBestsWriting.refold(exerciseID: exerciseID, from: nil, db: db)
        }
    }
}
