import Foundation
import GRDB
import RepbookCore

/// The owner's tools: disabling, deleting and password reset links.
extension SQLiteStore {
    public func setUserDisabled(userID: Int64, at: Date?) async throws -> User? {
        try await writer.write { db in
            try db.execute(sql: "UPDATE user SET disabled_at = ? WHERE id = ? AND is_owner = 0", arguments: [at, userID])
            guard db.changesCount == 1 else { return nil }
            if at != nil {
                try db.execute(sql: "DELETE FROM web_session WHERE user_id = ?", arguments: [userID])
                try db.execute(sql: "DELETE FROM password_reset WHERE user_id = ?", arguments: [userID])
            }
            return try Row.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [userID]).map(RowDecoding.user)
        }
    }

    public func deleteUser(userID: Int64) async throws -> Bool {
        try await writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT is_owner FROM user WHERE id = ?", arguments: [userID]) == false else { return false }
            // Exercises are kept from deletion by the history and templates that name them (ON DELETE RESTRICT), so
            // those go first; everything else follows the user by ON DELETE CASCADE.
            try db.execute(sql: "DELETE FROM workout WHERE user_id = ?", arguments: [userID])
            try db.execute(sql: "DELETE FROM split WHERE user_id = ?", arguments: [userID])
            try db.execute(sql: "DELETE FROM template WHERE user_id = ?", arguments: [userID])
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [userID])
            return db.changesCount == 1
        }
    }

    public func insertPasswordReset(userID: Int64, digest: String, createdAt: Date, expiresAt: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM password_reset WHERE user_id = ? OR expires_at <= ?", arguments: [userID, createdAt])
            try db.execute(
                sql: "INSERT INTO password_reset (token_digest, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [digest, userID, createdAt, expiresAt])
        }
    }

    public func passwordResetOwner(digest: String, now: Date) async throws -> User? {
        try await writer.read { db in
            try Row.fetchOne(
                db, sql: """
                    SELECT user.* FROM password_reset JOIN user ON user.id = password_reset.user_id
                    WHERE password_reset.token_digest = ? AND password_reset.expires_at > ? AND user.disabled_at IS NULL
                    """,
                arguments: [digest, now]
            ).map(RowDecoding.user)
        }
    }

    public func redeemPasswordReset(digest: String, hash: String, now: Date) async throws -> User? {
        try await writer.write { db in
            guard let user = try Row.fetchOne(
                db, sql: """
                    SELECT user.* FROM password_reset JOIN user ON user.id = password_reset.user_id
                    WHERE password_reset.token_digest = ? AND password_reset.expires_at > ? AND user.disabled_at IS NULL
                    """,
                arguments: [digest, now]
            ).map(RowDecoding.user) else { return nil }
            try db.execute(sql: "DELETE FROM password_reset WHERE user_id = ?", arguments: [user.id])
            try db.execute(sql: "UPDATE user SET password_hash = ? WHERE id = ?", arguments: [hash, user.id])
            try db.execute(sql: "DELETE FROM web_session WHERE user_id = ?", arguments: [user.id])
            return user
        }
    }
}
