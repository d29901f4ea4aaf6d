import GRDB
import RepbookCore

extension SQLiteStore {
    /// Inserts a link inside the caller's transaction (for `createUser`, not yet on the shared path).
    static func insertProviderIdentity(_ identity: ProviderIdentity, db: Database) throws {
        try ProviderIdentityRows.insert(identity, GRDBConnection(db: db))
    }
}
