import Foundation
import GRDB
import RepbookCore

/// Migration `v5-journal`: journal tags, and per day a note and the tags turned on; existing users receive the starter
/// tags. A day's tags reference the day and the tag together with the user id, so a day can never carry another
/// user's tag. Lengths are checked in characters by Core; the CHECKs here are a looser backstop in code points.
/// Never edited once landed.
enum JournalMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE journal_tag (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 128 AND name = trim(name)),
                name_key TEXT NOT NULL CHECK (length(name_key) > 0),
                position INTEGER NOT NULL CHECK (position >= 0),
                is_hidden INTEGER NOT NULL DEFAULT 0 CHECK (is_hidden IN (0, 1)),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX journal_tag_by_user_name ON journal_tag(user_id, name_key);
            CREATE UNIQUE INDEX journal_tag_by_user_id ON journal_tag(user_id, id);
            CREATE INDEX journal_tag_by_user_position ON journal_tag(user_id, position);

            CREATE TABLE journal_day (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                note TEXT CHECK (note IS NULL OR length(note) BETWEEN 1 AND 8000),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX journal_day_by_user_date ON journal_day(user_id, local_date);
            CREATE UNIQUE INDEX journal_day_by_user_id ON journal_day(user_id, id);

            CREATE TABLE journal_day_tag (
                user_id INTEGER NOT NULL,
                day_id INTEGER NOT NULL,
                tag_id INTEGER NOT NULL,
                PRIMARY KEY (user_id, day_id, tag_id),
                FOREIGN KEY (user_id, day_id) REFERENCES journal_day(user_id, id) ON DELETE CASCADE,
                FOREIGN KEY (user_id, tag_id) REFERENCES journal_tag(user_id, id) ON DELETE CASCADE
            ) WITHOUT ROWID;
            CREATE INDEX journal_day_tag_by_tag ON journal_day_tag(user_id, tag_id);
            """)
        let now = Date()
        for userID in try Int64.fetchAll(db, sql: "SELECT id FROM user ORDER BY id") {
            try SQLiteStore.seedJournalTags(StarterJournalTags.names, userID: userID, now: now, db: db)
        }
    }
}
