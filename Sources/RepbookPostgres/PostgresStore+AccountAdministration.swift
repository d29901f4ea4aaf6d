import Foundation
import PostgresNIO
import RepbookCore

/// The owner's tools: disabling, deleting and password reset links.
extension PostgresStore {
    public func setUserDisabled(userID: Int64, at: Date?) async throws -> User? {
        try await write { connection in
            guard let user = try await connection.first(
                #"""
                UPDATE "user" SET disabled_at = \#(at) WHERE id = \#(userID) AND NOT is_owner
                RETURNING \#(unescaped: PostgresRowDecoding.userColumns)
                """#, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.user))
            else { return nil }
            if at != nil {
                try await connection.run("DELETE FROM web_session WHERE user_id = \(userID)", logger: logger)
                try await connection.run("DELETE FROM password_reset WHERE user_id = \(userID)", logger: logger)
            }
            return user
        }
    }

    public func deleteUser(userID: Int64) async throws -> Bool {
        try await write { connection in
            // Exercises are kept from deletion by the history and templates that name them (ON DELETE RESTRICT), so
            // those go first, as in the SQLite store; everything else follows the user by ON DELETE CASCADE.
            let isOwner = try await connection.first(#"SELECT is_owner FROM "user" WHERE id = \#(userID)"#, logger: logger) {
                try $0.decode(Bool.self)
            }
            guard isOwner == false else { return false }
            try await connection.run("DELETE FROM workout WHERE user_id = \(userID)", logger: logger)
            try await connection.run("DELETE FROM split WHERE user_id = \(userID)", logger: logger)
            try await connection.run("DELETE FROM template WHERE user_id = \(userID)", logger: logger)
            let deleted = try await connection.count(
                #"DELETE FROM "user" WHERE id = \#(userID) AND NOT is_owner RETURNING id"#, logger: logger)
            return deleted == 1
        }
    }

    public func insertPasswordReset(userID: Int64, digest: String, createdAt: Date, expiresAt: Date) async throws {
        try await write { connection in
            try await connection.run(
                "DELETE FROM password_reset WHERE user_id = \(userID) OR expires_at <= \(createdAt)", logger: logger)
            try await connection.run(
                """
                INSERT INTO password_reset (token_digest, user_id, created_at, expires_at)
                VALUES (\(digest), \(userID), \(createdAt), \(expiresAt))
                """, logger: logger)
        }
    }

    public func passwordResetOwner(digest: String, now: Date) async throws -> User? {
        try await single { connection in
            try await connection.first(Self.resetOwnerQuery(digest: digest, now: now), logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.user))
        }
    }

    public func redeemPasswordReset(digest: String, hash: String, now: Date) async throws -> User? {
        try await write { connection in
            guard let user = try await connection.first(
                Self.resetOwnerQuery(digest: digest, now: now, locking: true), logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.user))
            else { return nil }
            try await connection.run("DELETE FROM password_reset WHERE user_id = \(user.id)", logger: logger)
            try await connection.run(#"UPDATE "user" SET password_hash = \#(hash) WHERE id = \#(user.id)"#, logger: logger)
            try await connection.run("DELETE FROM web_session WHERE user_id = \(user.id)", logger: logger)
            return user
        }
    }

    /// The enabled user an unexpired reset link names; `locking` holds the link's row until the transaction ends, so a
    /// link is redeemed once even when two servers are asked at once.
    private static func resetOwnerQuery(digest: String, now: Date, locking: Bool = false) -> PostgresQuery {
        #"""
        SELECT \#(unescaped: PostgresRowDecoding.userColumns) FROM password_reset JOIN "user" ON "user".id = password_reset.user_id
        WHERE password_reset.token_digest = \#(digest) AND password_reset.expires_at > \#(now) AND "user".disabled_at IS NULL
        \#(unescaped: locking ? "FOR UPDATE OF password_reset" : "")
        """#
    }
}
