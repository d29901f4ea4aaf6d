import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func insertAPIToken(userID: Int64, label: String, digest: String, createdAt: Date, expiresAt: Date?) async throws -> APIToken {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO api_token (user_id, token_digest, label, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [userID, digest, label, createdAt, expiresAt])
            return APIToken(id: db.lastInsertedRowID, userID: userID, label: label, createdAt: createdAt, lastUsedAt: nil, expiresAt: expiresAt)
        }
    }

    public func apiTokenOwner(digest: String, now: Date) async throws -> (token: APIToken, caller: Caller)? {
        try await writer.readCredential { db in
            try CallerQuery.fetch(
                from: "api_token", where: "api_token.token_digest = ? AND (api_token.expires_at IS NULL OR api_token.expires_at > ?)",
                arguments: [digest, StoredInstant.text(now)], db: db)
                .map { (RowDecoding.apiToken($0.credential), $0.caller) }
        }
    }

    public func markAPITokenUsed(id: Int64, at: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE api_token SET last_used_at = ? WHERE id = ?", arguments: [at, id])
        }
    }

    public func apiTokens(userID: Int64) async throws -> [APIToken] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM api_token WHERE user_id = ? ORDER BY created_at DESC, id DESC", arguments: [userID])
                .map(RowDecoding.apiToken)
        }
    }

    public func deleteAPIToken(id: Int64, userID: Int64) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM api_token WHERE id = ? AND user_id = ?", arguments: [id, userID])
            return db.changesCount > 0
        }
    }
}
