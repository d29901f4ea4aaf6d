import GRDB

/// Migration `v13-account-security`: sessions get an id, their last use, address and device (the table is rebuilt,
/// keeping every session); users can be disabled; API tokens can expire; browsers that signed in are remembered
/// (`known_device`, by the digest of a cookie token), and owners can hand out one-time password reset links
/// (`password_reset`, by digest).
enum AccountSecurityMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE web_session_v13 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                token_digest TEXT NOT NULL UNIQUE,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                csrf_token TEXT NOT NULL CHECK (length(csrf_token) >= 32),
                created_at DATETIME NOT NULL,
                expires_at DATETIME NOT NULL CHECK (expires_at > created_at),
                last_used_at DATETIME NOT NULL,
                address TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 64),
                device TEXT NOT NULL DEFAULT '' CHECK (length(device) <= 120)
            );
            INSERT INTO web_session_v13 (token_digest, user_id, csrf_token, created_at, expires_at, last_used_at)
                SELECT token_digest, user_id, csrf_token, created_at, expires_at, created_at FROM web_session;
            DROP TABLE web_session;
            ALTER TABLE web_session_v13 RENAME TO web_session;
            CREATE INDEX web_session_by_user ON web_session(user_id, last_used_at);
            CREATE INDEX web_session_by_expiry ON web_session(expires_at);

            ALTER TABLE user ADD COLUMN disabled_at DATETIME;
            ALTER TABLE api_token ADD COLUMN expires_at DATETIME;

            CREATE TABLE known_device (
                device_digest TEXT NOT NULL,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                created_at DATETIME NOT NULL,
                last_used_at DATETIME NOT NULL,
                PRIMARY KEY (user_id, device_digest)
            ) WITHOUT ROWID;

            CREATE TABLE password_reset (
                token_digest TEXT PRIMARY KEY NOT NULL,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                created_at DATETIME NOT NULL,
                expires_at DATETIME NOT NULL CHECK (expires_at > created_at)
            );
            CREATE INDEX password_reset_by_user ON password_reset(user_id);
            CREATE INDEX password_reset_by_expiry ON password_reset(expires_at);
            """)
    }
}
