import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func insertSession(_ session: WebSession) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO web_session (token_digest, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [session.tokenDigest, session.userID, session.csrfToken, session.createdAt, session.expiresAt])
        }
    }

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)? {
        try await writer.read { db in
            try CallerQuery.fetch(
                from: "web_session", where: "web_session.token_digest = ? AND web_session.expires_at > ?", arguments: [tokenDigest, now], db: db
            ).map { (RowDecoding.session($0.credential), $0.caller) }
        }
    }

    public func deleteSession(tokenDigest: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM web_session WHERE token_digest = ?", arguments: [tokenDigest])
        }
    }

    public func deleteExpiredSessions(now: Date) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM web_session WHERE expires_at <= ?", arguments: [now])
            return db.changesCount
        }
    }
}
