import GRDB

/// Migration `v15-set-version-idempotency`: a `version` on every set (1 when made, one more on every change, so a
/// change made against an older one is refused), and the ledger of applied requests: per user, the `Idempotency-Key`
/// of a change and the answer it got, written in the change's own transaction and kept at least a day. Never edited
/// once landed.
enum SetVersionIdempotencyMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE workout_set ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
            CREATE TABLE applied_request (
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
                request TEXT NOT NULL CHECK (length(request) BETWEEN 1 AND 20000),
                status INTEGER NOT NULL CHECK (status BETWEEN 200 AND 299),
                body BLOB NOT NULL,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (user_id, idempotency_key)
            ) WITHOUT ROWID;
            CREATE INDEX applied_request_by_age ON applied_request(created_at);
            """)
    }
}
