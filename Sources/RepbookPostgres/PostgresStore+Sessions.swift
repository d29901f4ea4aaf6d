import Foundation
import PostgresNIO
import RepbookCore

extension PostgresStore: SessionStore {
    public func insertSession(_ session: WebSession, rememberingDevice deviceDigest: String, now: Date) async throws -> WebSession {
        try await write { connection in
            let id = try await connection.first(
                """
                INSERT INTO web_session (token_digest, user_id, csrf_token, created_at, expires_at, last_used_at, address, device)
                VALUES (
                    \(session.tokenDigest), \(session.userID), \(session.csrfToken), \(session.createdAt), \(session.expiresAt),
                    \(session.lastUsedAt), \(String(session.address.prefix(64))), \(String(session.device.prefix(120))))
                RETURNING id
                """, logger: logger) { try $0.decode(Int64.self) }
            guard let id else { throw DomainError.notFound("The session was not stored.") }
            try await connection.run(
                """
                INSERT INTO known_device (device_digest, user_id, created_at, last_used_at) VALUES (\(deviceDigest), \(session.userID), \(now), \(now))
                ON CONFLICT (user_id, device_digest) DO UPDATE SET last_used_at = excluded.last_used_at
                """, logger: logger)
            try await connection.run("DELETE FROM web_session WHERE expires_at <= \(now)", logger: logger)
            return WebSession(
                id: id, tokenDigest: session.tokenDigest, userID: session.userID, csrfToken: session.csrfToken, createdAt: session.createdAt,
                expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, address: session.address, device: session.device)
        }
    }

    public func markSessionUsed(id: Int64, at: Date) async throws {
        try await single { connection in
            try await connection.run("UPDATE web_session SET last_used_at = \(at) WHERE id = \(id)", logger: logger)
        }
    }

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)? {
        try await single { connection in
            try await connection.first(PostgresHotStatements.CallerBySession(digest: tokenDigest, now: now), logger: logger)
                .map { (session: $0.0, caller: $0.1) }
        }
    }

    public func deleteSession(tokenDigest: String) async throws {
        try await single { connection in
            try await connection.run("DELETE FROM web_session WHERE token_digest = \(tokenDigest)", logger: logger)
        }
    }

    public func sessions(userID: Int64, now: Date) async throws -> [WebSession] {
        try await single { connection in
            try await connection.all(
                """
                SELECT \(unescaped: PostgresRowDecoding.sessionColumns) FROM web_session
                WHERE user_id = \(userID) AND expires_at > \(now) ORDER BY last_used_at DESC, id DESC
                """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.session))
        }
    }

    public func deleteSession(id: Int64, userID: Int64) async throws -> Bool {
        try await single { connection in
            try await connection.count("DELETE FROM web_session WHERE id = \(id) AND user_id = \(userID) RETURNING id", logger: logger) > 0
        }
    }

    public func deleteSessions(userID: Int64) async throws -> Int {
        try await single { connection in
            try await connection.count("DELETE FROM web_session WHERE user_id = \(userID) RETURNING id", logger: logger)
        }
    }

    public func deleteExpiredSessions(now: Date) async throws -> Int {
        try await single { connection in
            try await connection.count("DELETE FROM web_session WHERE expires_at <= \(now) RETURNING id", logger: logger)
        }
    }
}
