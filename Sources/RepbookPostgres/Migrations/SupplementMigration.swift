/// Migration `pg2-supplements`: the days each supplement was taken (a row means taken); the final state of the SQLite
/// table `supplement_intake` of `v5-supplements` (the supplements came with `pg1-starter-lists`). An intake names the
/// supplement together with the user id, so it can never hang on another user's supplement. Never edited once landed.
enum SupplementMigration {
    static let migration = PostgresMigration(name: "pg2-supplements", statements: [
        """
        CREATE TABLE supplement_intake (
            user_id bigint NOT NULL,
            supplement_id bigint NOT NULL,
            local_date date NOT NULL,
            taken_at timestamptz(3) NOT NULL,
            PRIMARY KEY (user_id, supplement_id, local_date),
            FOREIGN KEY (user_id, supplement_id) REFERENCES supplement (user_id, id) ON DELETE CASCADE
        )
        """,
        "CREATE INDEX supplement_intake_by_user_date ON supplement_intake (user_id, local_date)",
    ])
}
