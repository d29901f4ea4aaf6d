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

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, user: User)? {
        try await writer.read { db in
            guard let session = try Row.fetchOne(
                    db, cached: "SELECT * FROM web_session WHERE token_digest = ? AND expires_at > ?", arguments: [tokenDigest, now]
                  ).map(RowDecoding.session),
                  let user = try Row.fetchOne(db, cached: "SELECT * FROM user WHERE id = ?", arguments: [session.userID]).map(RowDecoding.user)
            else { return nil }
            return (session, user)
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
