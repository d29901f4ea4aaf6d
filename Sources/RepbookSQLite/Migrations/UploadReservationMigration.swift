import GRDB

/// Migration `v21-upload-reservations`: the room reserved by uploads still arriving (`upload_reservation`: per user and
/// upload token, the bytes and when the lease ends), kept in the database so that several servers on one database
/// (PostgreSQL's `pg5-upload-reservations`) hold each user to one quota of pending uploads. Never edited once landed.
///
/// Indexes, one per read: a user's reservations and one of them (the primary key, user first).
enum UploadReservationMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE upload_reservation (
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                token TEXT NOT NULL CHECK (length(token) BETWEEN 1 AND 64),
                bytes INTEGER NOT NULL CHECK (bytes >= 0),
                expires_at DATETIME NOT NULL,
                PRIMARY KEY (user_id, token)
            ) WITHOUT ROWID;
            """)
    }
}
