import GRDB

/// Migration `v18-session-keys`: the copies that the read models keep are held by the schema, not by their writers.
/// - Each `exercise_session` row names its workout by `(workout_id, user_id, started_at, local_date)`, a foreign key to
///   the new unique key `workout_owner_start_day_key` with `ON UPDATE RESTRICT`: a summary with another user, start or
///   day than its workout's is refused, and so is a change of a workout's owner, start or day while summaries exist
///   (the running bests follow the order of the starts, so they must be rewritten, not carried along).
/// - Each `exercise_rep_record` row names its session by `(session_id, exercise_id, started_at, workout_id)`, a foreign
///   key to the new unique key `exercise_session_fold_key`.
/// Both tables are rebuilt from their own definitions (SQLite cannot add a foreign key), keeping every row and index.
/// Never edited once landed.
enum SessionKeyMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE UNIQUE INDEX workout_owner_start_day_key ON workout(id, user_id, started_at, local_date)")
        try rebuild("exercise_session", adding: """
            FOREIGN KEY (workout_id, user_id, started_at, local_date)
                REFERENCES workout(id, user_id, started_at, local_date) ON UPDATE RESTRICT
            """, db: db)
        try db.execute(sql: """
            CREATE INDEX exercise_session_by_exercise ON exercise_session(exercise_id, started_at, workout_id);
            CREATE INDEX exercise_session_by_user_day ON exercise_session(user_id, local_date, started_at);
            CREATE UNIQUE INDEX exercise_session_fold_key ON exercise_session(id, exercise_id, started_at, workout_id);
            """)
        try rebuild("exercise_rep_record", adding: """
            FOREIGN KEY (session_id, exercise_id, started_at, workout_id)
                REFERENCES exercise_session(id, exercise_id, started_at, workout_id) ON UPDATE RESTRICT
            """, db: db)
        try db.execute(sql: "CREATE INDEX exercise_rep_record_by_exercise ON exercise_rep_record(exercise_id, started_at, workout_id)")
    }

    /// Replaces `table` by a copy whose definition is its own plus `constraint`, with the same rows; its indexes are
    /// dropped with it and created again by the caller. Tables that reference it keep naming it.
    private static func rebuild(_ table: String, adding constraint: String, db: Database) throws {
        guard let definition = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table]),
              let close = definition.lastIndex(of: ")"), let open = definition.firstIndex(of: "(")
        else { throw DatabaseError(message: "no definition of table \(table)") }
        let columns = try db.columns(in: table).map(\.name).joined(separator: ", ")
        let body = definition[definition.index(after: open)..<close]
        try db.execute(sql: """
            CREATE TABLE \(table)_keyed (\(body),
                \(constraint)
            )\(definition[definition.index(after: close)...]);
            INSERT INTO \(table)_keyed (\(columns)) SELECT \(columns) FROM \(table);
            DROP TABLE \(table);
            ALTER TABLE \(table)_keyed RENAME TO \(table);
            """)
    }
}
