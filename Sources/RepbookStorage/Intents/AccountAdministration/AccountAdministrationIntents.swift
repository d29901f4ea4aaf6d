import Foundation
import RepbookCore

/// The owner's tools: disabling and deleting accounts, and password reset links (`password_reset`, kept as digests).
extension SQLStore {
    public func setUserDisabled(userID: Int64, at: Date?) async throws -> User? {
        try await engine.write { connection in
            guard let row = try connection.row(AccountAdministrationRows.setDisabled, [at, userID]) else { return nil }
            if at != nil {
                try connection.execute("DELETE FROM web_session WHERE user_id = ?", [userID])
                try connection.execute("DELETE FROM password_reset WHERE user_id = ?", [userID])
            }
            return try UserRows.user(row)
        }
    }

    public func deleteUser(userID: Int64) async throws -> Bool {
        try await engine.write { connection in
            guard try connection.value(#"SELECT is_owner FROM "user" WHERE id = ?"#, [userID], column: "is_owner") as Bool? == false else {
                return false
            }
            // Exercises are kept from deletion by the history, templates and programs that name them (ON DELETE RESTRICT), so
            // those go first; everything else follows the user by ON DELETE CASCADE.
            try connection.execute("DELETE FROM workout WHERE user_id = ?", [userID])
            try connection.execute("DELETE FROM split WHERE user_id = ?", [userID])
            try connection.execute("DELETE FROM template WHERE user_id = ?", [userID])
            try connection.execute("DELETE FROM user_program WHERE user_id = ?", [userID])
            return try connection.execute(#"DELETE FROM "user" WHERE id = ? AND NOT is_owner"#, [userID]) == 1
        }
    }

    public func insertPasswordReset(userID: Int64, digest: String, createdAt: Date, expiresAt: Date) async throws {
        try await engine.write { connection in
            try connection.execute("DELETE FROM password_reset WHERE user_id = ? OR expires_at <= ?", [userID, createdAt])
            try connection.execute(
                "INSERT INTO password_reset (token_digest, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                [digest, userID, createdAt, expiresAt])
        }
    }

    public func passwordResetOwner(digest: String, now: Date) async throws -> User? {
        try await engine.readSingle { connection in
            try connection.row(AccountAdministrationRows.resetOwner, [digest, now]).map(UserRows.user)
        }
    }

    public func redeemPasswordReset(digest: String, hash: String, now: Date) async throws -> User? {
        try await engine.write { connection in
            // The link's row is held until the transaction ends, so a link is redeemed once even when two servers are asked.
            guard let user = try connection.row(
                AccountAdministrationRows.resetOwner.lockingOnPostgres("FOR UPDATE OF password_reset"), [digest, now]
            ).map(UserRows.user) else { return nil }
            try connection.execute("DELETE FROM password_reset WHERE user_id = ?", [user.id])
            try connection.execute(#"UPDATE "user" SET password_hash = ? WHERE id = ?"#, [hash, user.id])
            try connection.execute("DELETE FROM web_session WHERE user_id = ?", [user.id])
            return user
        }
    }
}

/// The statements of the owner's tools.
enum AccountAdministrationRows {
    /// Disables (or enables) a user who is not the owner; answers the user as changed.
    static let setDisabled = SQL(#"UPDATE "user" SET disabled_at = ? WHERE id = ? AND NOT is_owner RETURNING "#
        + #"id, username, is_owner, created_at, disabled_at"#)

    /// The enabled user an unexpired reset link names.
    static let resetOwner = SQL("""
        SELECT \(UserRows.columns) FROM password_reset JOIN "user" ON "user".id = password_reset.user_id
        WHERE password_reset.token_digest = ? AND password_reset.expires_at > ? AND "user".disabled_at IS NULL
        """)
}
