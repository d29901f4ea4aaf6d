import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func insertSession(_ session: WebSession, rememberingDevice deviceDigest: String, now: Date) async throws -> WebSession {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO web_session (token_digest, user_id, csrf_token, created_at, expires_at, last_used_at, address, device)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    session.tokenDigest, session.userID, session.csrfToken, session.createdAt, session.expiresAt, session.lastUsedAt,
                    String(session.address.prefix(64)), String(session.device.prefix(120)),
                ])
            let id = db.lastInsertedRowID
            try db.execute(
                sql: """
                    INSERT INTO known_device (device_digest, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (user_id, device_digest) DO UPDATE SET last_used_at = excluded.last_used_at
                    """,
                arguments: [deviceDigest, session.userID, now, now])
            try db.execute(sql: "DELETE FROM web_session WHERE expires_at <= ?", arguments: [now])
            return WebSession(
                id: id, tokenDigest: session.tokenDigest, userID: session.userID, csrfToken: session.csrfToken, createdAt: session.createdAt,
                expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, address: session.address, device: session.device)
        }
    }

    public func markSessionUsed(id: Int64, at: Date) async throws {
        try await writer.write { db in
            try db.execute(cached: "UPDATE web_session SET last_used_at = ? WHERE id = ?", arguments: [at, id])
        }
    }

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)? {
        try await writer.readCredential { db in
            try CallerQuery.fetch(
                from: "web_session", where: "web_session.token_digest = ? AND web_session.expires_at > ?", arguments: [tokenDigest, StoredInstant.text(now)], db: db
            ).map { (RowDecoding.session($0.credential), $0.caller) }
        }
    }

    public func deleteSession(tokenDigest: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM web_session WHERE token_digest = ?", arguments: [tokenDigest])
        }
    }

    public func sessions(userID: Int64, now: Date) async throws -> [WebSession] {
        try await writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM web_session WHERE user_id = ? AND expires_at > ? ORDER BY last_used_at DESC, id DESC",
                arguments: [userID, now]
            ).map(RowDecoding.session)
        }
    }

    public func deleteSession(id: Int64, userID: Int64) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM web_session WHERE id = ? AND user_id = ?", arguments: [id, userID])
            return db.changesCount > 0
        }
    }

    public func deleteSessions(userID: Int64) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM web_session WHERE user_id = ?", arguments: [userID])
            return db.changesCount
        }
    }

    public func deleteExpiredSessions(now: Date) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM web_session WHERE expires_at <= ?", arguments: [now])
            return db.changesCount
        }
    }
}
