/// Migration `pg5-upload-reservations`: the final state of the SQLite table `upload_reservation` of
/// `v21-upload-reservations` (the room reserved by each upload still arriving, per user and token, until its lease ends),
/// so that every server sharing the data folder holds a user to one quota of pending uploads. Tokens compare byte-wise
/// (`COLLATE "C"`). Never edited once landed.
enum UploadReservationMigration {
    static let migration = PostgresMigration(name: "pg5-upload-reservations", statements: [
        """
        CREATE TABLE upload_reservation (
            user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
            token text COLLATE "C" NOT NULL CHECK (char_length(token) BETWEEN 1 AND 64),
            bytes bigint NOT NULL CHECK (bytes >= 0),
            expires_at timestamptz(3) NOT NULL,
            PRIMARY KEY (user_id, token)
        )
        """,
    ])
}
