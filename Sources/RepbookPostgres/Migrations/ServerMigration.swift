/// Migration `pg4-server`: what several servers on one database share beyond sessions and tokens; the final state of the
/// SQLite table `sign_in_attempt` of `v20-sign-in-throttle` (the sign-in throttle's count per key, such as `account:ana`
/// or `address:203.0.113.9`), so every server counts every attempt. Keys compare byte-wise (`COLLATE "C"`). Never
/// edited once landed.
enum ServerMigration {
    static let migration = PostgresMigration(name: "pg4-server", statements: [
        """
        CREATE TABLE sign_in_attempt (
            key text COLLATE "C" NOT NULL PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 400),
            failures integer NOT NULL CHECK (failures >= 0),
            last_attempt timestamptz(3) NOT NULL
        )
        """,
        "CREATE INDEX sign_in_attempt_by_last_attempt ON sign_in_attempt (last_attempt)",
    ])
}
