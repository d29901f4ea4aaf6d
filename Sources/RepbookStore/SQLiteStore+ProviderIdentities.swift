import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func providerAccount(issuer: String, subject: String) async throws -> User? {
        try await writer.read { db in
            try Row.fetchOne(
                db, cached: """
                    SELECT user.* FROM provider_identity JOIN user ON user.id = provider_identity.user_id
                    WHERE provider_identity.issuer = ? AND provider_identity.subject = ?
                    """,
                arguments: [issuer, subject]
            ).map(RowDecoding.user)
        }
    }

    public func linkProviderIdentity(_ identity: ProviderIdentity) async throws {
        try await writer.write { db in
            try Self.insertProviderIdentity(identity, db: db)
        }
    }

    public func providerIdentities(userID: Int64) async throws -> [ProviderIdentity] {
        try await writer.read { db in
            try Row.fetchAll(
                db, cached: "SELECT * FROM provider_identity WHERE user_id = ? ORDER BY linked_at, issuer, subject", arguments: [userID]
            ).map { ProviderIdentity(issuer: $0["issuer"], subject: $0["subject"], userID: $0["user_id"], linkedAt: $0["linked_at"]) }
        }
    }

    public func unlinkProviderIdentity(issuer: String, subject: String, userID: Int64) async throws -> Bool {
        try await writer.write { db in
            try db.execute(
                sql: "DELETE FROM provider_identity WHERE issuer = ? AND subject = ? AND user_id = ?", arguments: [issuer, subject, userID])
            return db.changesCount > 0
        }
    }

    /// Inserts a link inside the caller's transaction; a conflict when the identity is linked already.
    static func insertProviderIdentity(_ identity: ProviderIdentity, db: Database) throws {
        do {
            try db.execute(
                sql: "INSERT INTO provider_identity (issuer, subject, user_id, linked_at) VALUES (?, ?, ?, ?)",
                arguments: [identity.issuer, identity.subject, identity.userID, identity.linkedAt])
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
            // The key is (issuer, subject): the identity is linked already.
            throw DomainError.conflict("This sign-in is linked to an account already.")
        }
    }
}
