import Foundation
import RepbookCore

/// A user's API tokens (`api_token`), kept as digests. Who holds a token (`apiTokenOwner`), read on every API request, is
/// each engine's own hot lookup (`CallerLookup`).
extension SQLStore {
    public func insertAPIToken(userID: Int64, label: String, digest: String, createdAt: Date, expiresAt: Date?) async throws -> APIToken {
        try await engine.write { connection in
            let id = try connection.insert(
                """
                INSERT INTO api_token (user_id, token_digest, label, created_at, expires_at) VALUES (?, ?, ?, ?, ?) RETURNING id
                """, [userID, digest, label, createdAt, expiresAt])
            return APIToken(id: id, userID: userID, label: label, createdAt: createdAt, lastUsedAt: nil, expiresAt: expiresAt)
        }
    }

    public func markAPITokenUsed(id: Int64, at: Date) async throws {
        try await engine.write { connection in _ = try connection.execute("UPDATE api_token SET last_used_at = ? WHERE id = ?", [at, id]) }
    }

    public func apiTokens(userID: Int64) async throws -> [APIToken] {
        try await engine.readSingle { connection in
            try connection.all(APITokenRows.ofUser, [userID], APITokenRows.token)
        }
    }

    public func deleteAPIToken(id: Int64, userID: Int64) async throws -> Bool {
        try await engine.write { connection in try connection.execute("DELETE FROM api_token WHERE id = ? AND user_id = ?", [id, userID]) > 0 }
    }
}

/// How an `api_token` row reads.
enum APITokenRows {
    /// A user's tokens, newest first.
    static let ofUser: SQL = """
        SELECT id, user_id, label, created_at, last_used_at, expires_at FROM api_token
        WHERE user_id = ? ORDER BY created_at DESC, id DESC
        """

    /// A token row read back (without its digest).
    static func token(_ row: any SQLRow) throws -> APIToken {
        APIToken(
            id: try row["id"], userID: try row["user_id"], label: try row["label"], createdAt: try row["created_at"],
            lastUsedAt: try row["last_used_at"], expiresAt: try row["expires_at"])
    }
}
