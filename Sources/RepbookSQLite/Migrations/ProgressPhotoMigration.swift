import GRDB

/// Migration `v5-progress-photos`: progress photos (files in the data folder, rows here). Never edited once landed.
enum ProgressPhotoMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE progress_photo (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
                angle TEXT NOT NULL CHECK (angle IN ('front', 'side', 'back')),
                format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'heic', 'heif')),
                file_key TEXT NOT NULL UNIQUE CHECK (file_key GLOB '*.*' AND length(file_key) BETWEEN 36 AND 37),
                byte_size INTEGER NOT NULL CHECK (byte_size > 0),
                pixel_width INTEGER CHECK (pixel_width IS NULL OR pixel_width > 0),
                pixel_height INTEGER CHECK (pixel_height IS NULL OR pixel_height > 0),
                weight REAL CHECK (weight IS NULL OR (weight > 0 AND weight <= 1000)),
                weight_unit TEXT CHECK (weight_unit IS NULL OR weight_unit IN ('kg', 'lb')),
                body_fat_percent REAL CHECK (body_fat_percent IS NULL OR (body_fat_percent > 0 AND body_fat_percent < 100)),
                note TEXT CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
                created_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL,
                CHECK ((pixel_width IS NULL) = (pixel_height IS NULL)),
                CHECK ((weight IS NULL) = (weight_unit IS NULL)),
                CHECK (weight IS NOT NULL OR body_fat_percent IS NULL)
            );
            CREATE INDEX progress_photo_by_user_angle_date ON progress_photo(user_id, angle, local_date DESC, id DESC);
            CREATE INDEX progress_photo_by_user_date ON progress_photo(user_id, local_date DESC, id DESC);
            """)
    }
}
