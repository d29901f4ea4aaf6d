import GRDB

/// Migration `v5-journal`: journal tags, a note and tags per day. Never edited once landed.
enum JournalMigration {
    static func migrate(_ db: Database) throws {
    }
}
