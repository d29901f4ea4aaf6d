import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: ProviderIdentityStore {
    public func providerAccount(issuer: String, subject: String) async throws -> User? {
        try await single { connection in
            try await connection.first(
                """
                SELECT \(unescaped: PostgresRowDecoding.userColumns) FROM provider_identity
                JOIN "user" ON "user".id = provider_identity.user_id
                WHERE provider_identity.issuer = \(issuer) AND provider_identity.subject = \(subject)
                """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.user))
        }
    }

    public func linkProviderIdentity(_ identity: ProviderIdentity) async throws {
        try await write { connection in
            try await Self.insertProviderIdentity(identity, connection: connection, logger: logger)
        }
    }

    public func providerIdentities(userID: Int64) async throws -> [ProviderIdentity] {
        try await single { connection in
            try await connection.all(
                """
                SELECT issuer, subject, user_id, linked_at FROM provider_identity WHERE user_id = \(userID)
                ORDER BY linked_at, issuer, subject
                """, logger: logger
            ) { row in
                let (issuer, subject, user, linked) = try row.decode((String, String, Int64, Date).self)
                return ProviderIdentity(issuer: issuer, subject: subject, userID: user, linkedAt: linked)
            }
        }
    }

    public func unlinkProviderIdentity(issuer: String, subject: String, userID: Int64) async throws -> Bool {
        try await write { connection in
            try await connection.first(
                """
                DELETE FROM provider_identity WHERE issuer = \(issuer) AND subject = \(subject) AND user_id = \(userID) RETURNING 1
                """, logger: logger) { try $0.decode(Int.self) } != nil
        }
    }

    /// Inserts a link inside the caller's transaction; a conflict when the identity is linked already.
    static func insertProviderIdentity(_ identity: ProviderIdentity, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.mappingUniqueViolation(to: .conflict("This sign-in is linked to an account already.")) {
            try await connection.run(
                """
                INSERT INTO provider_identity (issuer, subject, user_id, linked_at)
                VALUES (\(identity.issuer), \(identity.subject), \(identity.userID), \(identity.linkedAt))
                """, logger: logger)
        }
    }
}
