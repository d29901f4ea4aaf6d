import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The journal and supplement seeding of the shared path, for SQLite's landed migrations that seed existing users.
extension SQLiteStore {
    /// Adds the journal tags a user lacks after their others.
    static func seedJournalTags(_ names: [String], userID: Int64, now: Date, db: Database) throws {
        try JournalTagRows.seed(names, userID: userID, now: now, GRDBConnection(db: db))
    }

    /// Adds the supplements a user lacks at the end of their stacks.
    static func seedSupplements(_ drafts: [SupplementDraft], startDate: LocalDate, userID: Int64, now: Date, db: Database) throws {
        try SupplementRows.seed(drafts, startDate: startDate, userID: userID, now: now, GRDBConnection(db: db))
    }
}
