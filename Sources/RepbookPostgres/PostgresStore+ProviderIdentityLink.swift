import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore {
    /// Inserts a link inside the caller's transaction; a conflict when the identity is linked already (for `createUser`,
    /// not yet on the shared path).
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
