import GRDB

/// Migration `v5-progress-photos`: progress photos (files in the data folder, rows here). Never edited once landed.
enum ProgressPhotoMigration {
    static func migrate(_ db: Database) throws {
    }
}
