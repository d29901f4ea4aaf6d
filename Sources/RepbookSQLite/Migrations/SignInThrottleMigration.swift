import GRDB

/// Migration `v20-sign-in-throttle`: the sign-in throttle's counts (`sign_in_attempt`: per key, such as
/// `account:ana` or `address:203.0.113.9`, the failures and the last attempt), kept in the database so that they outlive
/// a restart and several servers on one database (PostgreSQL's `pg4-server`) count together. Never edited once landed.
///
/// Indexes, one per read: a key's count (the primary key), the quiet counts to forget (`sign_in_attempt_by_last_attempt`).
enum SignInThrottleMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE sign_in_attempt (
                key TEXT NOT NULL PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 400),
                failures INTEGER NOT NULL CHECK (failures >= 0),
                last_attempt DATETIME NOT NULL
            ) WITHOUT ROWID;
            CREATE INDEX sign_in_attempt_by_last_attempt ON sign_in_attempt(last_attempt);
            """)
    }
}
