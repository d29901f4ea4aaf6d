import Foundation
import PostgresNIO
import RepbookCore

extension PostgresStore: APITokenStore {
    public func insertAPIToken(userID: Int64, label: String, digest: String, createdAt: Date, expiresAt: Date?) async throws -> APIToken {
        try await write { connection in
            let id = try await connection.first(
                """
                INSERT INTO api_token (user_id, token_digest, label, created_at, expires_at)
                VALUES (\(userID), \(digest), \(label), \(createdAt), \(expiresAt)) RETURNING id
                """, logger: logger) { try $0.decode(Int64.self) }
            guard let id else { throw DomainError.notFound("The API token was not stored.") }
            return APIToken(id: id, userID: userID, label: label, createdAt: createdAt, lastUsedAt: nil, expiresAt: expiresAt)
        }
    }

    public func apiTokenOwner(digest: String, now: Date) async throws -> (token: APIToken, caller: Caller)? {
        try await single { connection in
            try await connection.first(PostgresHotStatements.CallerByAPIToken(digest: digest, now: now), logger: logger)
                .map { (token: $0.0, caller: $0.1) }
        }
    }

    public func markAPITokenUsed(id: Int64, at: Date) async throws {
        try await single { connection in
            try await connection.run("UPDATE api_token SET last_used_at = \(at) WHERE id = \(id)", logger: logger)
        }
    }

    public func apiTokens(userID: Int64) async throws -> [APIToken] {
        try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: PostgresRowDecoding.apiTokenColumns) FROM api_token
                WHERE user_id = \(userID) ORDER BY created_at DESC, id DESC
                """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.apiToken))
        }
    }

    public func deleteAPIToken(id: Int64, userID: Int64) async throws -> Bool {
        try await single { connection in
            try await connection.count("DELETE FROM api_token WHERE id = \(id) AND user_id = \(userID) RETURNING id", logger: logger) > 0
        }
    }
}
