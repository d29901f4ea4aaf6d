import Foundation
import RepbookCore

/// Accounts: who exists, their credentials and password changes (creating one is `UserCreation`).
extension SQLStore {
    public func userCount() async throws -> Int {
        try await engine.readSingle { connection in
            try connection.value(#"SELECT count(*) AS user_count FROM "user""#, column: "user_count") ?? 0
        }
    }

    public func user(id: Int64) async throws -> User? {
        try await engine.readSingle { connection in
            try connection.row(SQL(#"SELECT \#(UserRows.columns) FROM "user" WHERE id = ?"#), [id]).map(UserRows.user)
        }
    }

    public func credentials(username: String) async throws -> StoredCredentials? {
        try await credentials(username: username, deviceDigest: nil)
    }

    public func credentials(username: String, deviceDigest: String?) async throws -> StoredCredentials? {
        try await engine.readSingle { connection in
            try connection.row(UserRows.credentials, [deviceDigest, Username.lookupKey(username)]).map { row in
                StoredCredentials(user: try UserRows.user(row), passwordHash: try row["password_hash"], isKnownDevice: try row["known"])
            }
        }
    }

    public func replacePassword(userID: Int64, hash: String, keepingSession: String?, revokeTokens: Bool) async throws -> PasswordChange {
        try await engine.write { connection in
            guard try connection.execute(#"UPDATE "user" SET password_hash = ? WHERE id = ?"#, [hash, userID]) == 1 else {
                throw DomainError.notFound(LocalizedText("error.no_such_user"))
            }
            let ended = try connection.execute(
                "DELETE FROM web_session WHERE user_id = ? AND token_digest IS DISTINCT FROM ?", [userID, keepingSession])
            let revoked = revokeTokens ? try connection.execute("DELETE FROM api_token WHERE user_id = ?", [userID]) : 0
            try connection.execute("DELETE FROM password_reset WHERE user_id = ?", [userID])
            return PasswordChange(endedSessions: ended, revokedTokens: revoked)
        }
    }

    public func allUsers() async throws -> [User] {
        try await engine.readSingle { connection in
            try connection.all(SQL(#"SELECT \#(UserRows.columns) FROM "user" ORDER BY id"#), [], UserRows.user)
        }
    }
}
