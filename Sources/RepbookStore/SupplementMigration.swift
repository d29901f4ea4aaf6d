import GRDB

/// Migration `v5-supplements`: supplement stacks and the per-day checklist. Never edited once landed.
enum SupplementMigration {
    static func migrate(_ db: Database) throws {
    }
}
