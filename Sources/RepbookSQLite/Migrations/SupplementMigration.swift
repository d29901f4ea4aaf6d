import Foundation
import GRDB
import RepbookCore

/// Migration `v5-supplements`: supplements in a morning or evening stack, in use from a start day until retired, and
/// the days each was taken (a row means taken); existing users receive the starter stacks, in use from the day of the
/// migration in their time zone. An intake references the supplement together with the user id. Lengths are checked in
/// characters by Core; the CHECKs here are a looser backstop in code points. Never edited once landed.
enum SupplementMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE supplement (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 240 AND name = trim(name)),
                name_key TEXT NOT NULL CHECK (length(name_key) > 0),
                dose TEXT NOT NULL DEFAULT '' CHECK (length(dose) <= 160 AND dose = trim(dose)),
                stack TEXT NOT NULL CHECK (stack IN ('morning', 'evening')),
                position INTEGER NOT NULL CHECK (position >= 0),
                start_date TEXT NOT NULL CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                retired_on TEXT CHECK (retired_on IS NULL OR (retired_on GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]' AND retired_on >= start_date)),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL
            );
            CREATE UNIQUE INDEX supplement_by_user_name ON supplement(user_id, name_key);
            CREATE UNIQUE INDEX supplement_by_user_id ON supplement(user_id, id);
            CREATE INDEX supplement_by_user_stack ON supplement(user_id, stack, position);

            CREATE TABLE supplement_intake (
                user_id INTEGER NOT NULL,
                supplement_id INTEGER NOT NULL,
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                taken_at DATETIME NOT NULL,
                PRIMARY KEY (user_id, supplement_id, local_date),
                FOREIGN KEY (user_id, supplement_id) REFERENCES supplement(user_id, id) ON DELETE CASCADE
            ) WITHOUT ROWID;
            CREATE INDEX supplement_intake_by_user_date ON supplement_intake(user_id, local_date);
            """)
        let now = Date()
        let users = try Row.fetchAll(db, sql: "SELECT user_id, time_zone FROM user_settings ORDER BY user_id")
        for row in users {
            let zone = TimeZone(identifier: row["time_zone"]) ?? TimeZone(identifier: "UTC")!
            try SQLiteStore.seedSupplements(
                StarterSupplements.drafts, startDate: LocalDate(now, in: zone), userID: row["user_id"], now: now, db: db)
        }
    }
}
