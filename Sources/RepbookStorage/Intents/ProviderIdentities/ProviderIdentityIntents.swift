import Foundation
import RepbookCore

/// OpenID Connect identities linked to accounts (`provider_identity`, keyed by issuer and subject).
extension SQLStore {
    public func providerAccount(issuer: String, subject: String) async throws -> User? {
        try await engine.readSingle { connection in
            try connection.row(ProviderIdentityRows.account, [issuer, subject]).map(UserRows.user)
        }
    }

    public func linkProviderIdentity(_ identity: ProviderIdentity) async throws {
        try await engine.write { connection in try ProviderIdentityRows.insert(identity, connection) }
    }

    public func providerIdentities(userID: Int64) async throws -> [ProviderIdentity] {
        try await engine.readSingle { connection in
            try connection.all(
                "SELECT issuer, subject, user_id, linked_at FROM provider_identity WHERE user_id = ? ORDER BY linked_at, issuer, subject",
                [userID]
            ) { row in
                ProviderIdentity(issuer: try row["issuer"], subject: try row["subject"], userID: try row["user_id"], linkedAt: try row["linked_at"])
            }
        }
    }

    public func unlinkProviderIdentity(issuer: String, subject: String, userID: Int64) async throws -> Bool {
        try await engine.write { connection in
            try connection.execute(
                "DELETE FROM provider_identity WHERE issuer = ? AND subject = ? AND user_id = ?", [issuer, subject, userID]) > 0
        }
    }
}

/// The statements of `provider_identity`.
public enum ProviderIdentityRows {
    /// The account an identity is linked to.
    static let account = SQL("""
        SELECT \(UserRows.columns) FROM provider_identity JOIN "user" ON "user".id = provider_identity.user_id
        WHERE provider_identity.issuer = ? AND provider_identity.subject = ?
        """)

    /// Inserts a link inside the caller's transaction; a conflict when the identity is linked already (its key is the
    /// issuer and subject).
    public static func insert(_ identity: ProviderIdentity, _ connection: any SQLConnection) throws {
        _ = try connection.mappingUniqueViolation(to: DomainError.conflict(LocalizedText("error.sign_in_linked_account_already"))) {
            try connection.execute(
                "INSERT INTO provider_identity (issuer, subject, user_id, linked_at) VALUES (?, ?, ?, ?)",
                [identity.issuer, identity.subject, identity.userID, identity.linkedAt])
        }
    }
}
