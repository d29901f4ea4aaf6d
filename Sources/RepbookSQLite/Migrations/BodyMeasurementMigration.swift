import GRDB
import RepbookCore

/// Migration `v19-body-measurements`: the measurements a user logs (`body_measure`: a built-in site, made on its first
/// value, or a custom measurement with its name) and one value per measurement and day (`body_measurement`, as typed
/// with its unit). A value names its measurement together with the user id, so it can never hang on another user's
/// measurement; deleting the user or the measurement deletes the values. Never edited once landed.
///
/// Indexes, one per read: a user's sites and custom names (the partial unique indexes, which also refuse a repeat), a
/// measurement by id and user (the unique key the values' foreign key needs), one measurement's values in day order and
/// a user's values (the primary key `user_id, measure_id, local_date`), a day's values (`body_measurement_by_user_day`).
enum BodyMeasurementMigration {
    static func migrate(_ db: Database) throws {
        let sites = BodySite.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        try db.execute(sql: """
            CREATE TABLE body_measure (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                site TEXT CHECK (site IS NULL OR site IN (\(sites))),
                name TEXT CHECK (name IS NULL OR (length(name) BETWEEN 1 AND 128 AND name = trim(name))),
                name_key TEXT CHECK (name_key IS NULL OR length(name_key) > 0),
                created_at DATETIME NOT NULL,
                CHECK ((site IS NULL) <> (name IS NULL)),
                CHECK ((name IS NULL) = (name_key IS NULL)),
                UNIQUE (user_id, id)
            );
            CREATE UNIQUE INDEX body_measure_by_user_site ON body_measure(user_id, site) WHERE site IS NOT NULL;
            CREATE UNIQUE INDEX body_measure_by_user_name ON body_measure(user_id, name_key) WHERE name_key IS NOT NULL;

            CREATE TABLE body_measurement (
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                measure_id INTEGER NOT NULL,
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                value REAL NOT NULL CHECK (value > 0 AND value <= 300),
                unit TEXT NOT NULL CHECK (unit IN ('cm', 'in')),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL,
                PRIMARY KEY (user_id, measure_id, local_date),
                FOREIGN KEY (user_id, measure_id) REFERENCES body_measure(user_id, id) ON DELETE CASCADE
            ) WITHOUT ROWID;
            CREATE INDEX body_measurement_by_user_day ON body_measurement(user_id, local_date);
            """)
    }
}
