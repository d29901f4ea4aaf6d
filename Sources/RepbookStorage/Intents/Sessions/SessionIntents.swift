import Foundation
import RepbookCore

/// Signed-in browsers (`web_session`, kept as digests) and the devices they remember (`known_device`). Who holds a
/// session (`sessionOwner`), read on every request, is each engine's own hot lookup (`CallerLookup`).
extension SQLStore {
    public func insertSession(_ session: WebSession, rememberingDevice deviceDigest: String, now: Date) async throws -> WebSession {
        try await engine.write { connection in
            let id = try connection.insert(SessionRows.insert, [
                session.tokenDigest, session.userID, session.csrfToken, session.createdAt, session.expiresAt, session.lastUsedAt,
                String(session.address.prefix(64)), String(session.device.prefix(120)),
            ])
            try connection.execute(SessionRows.rememberDevice, [deviceDigest, session.userID, now, now])
            try connection.execute("DELETE FROM web_session WHERE expires_at <= ?", [now])
            return WebSession(
                id: id, tokenDigest: session.tokenDigest, userID: session.userID, csrfToken: session.csrfToken, createdAt: session.createdAt,
                expiresAt: session.expiresAt, lastUsedAt: session.lastUsedAt, address: session.address, device: session.device)
        }
    }

    public func markSessionUsed(id: Int64, at: Date) async throws {
        try await engine.write { connection in _ = try connection.execute("UPDATE web_session SET last_used_at = ? WHERE id = ?", [at, id]) }
    }

    public func deleteSession(tokenDigest: String) async throws {
        try await engine.write { connection in _ = try connection.execute("DELETE FROM web_session WHERE token_digest = ?", [tokenDigest]) }
    }

    public func sessions(userID: Int64, now: Date) async throws -> [WebSession] {
        try await engine.readSingle { connection in try connection.all(SessionRows.live, [userID, now], SessionRows.session) }
    }

    public func deleteSession(id: Int64, userID: Int64) async throws -> Bool {
        try await engine.write { connection in try connection.execute("DELETE FROM web_session WHERE id = ? AND user_id = ?", [id, userID]) > 0 }
    }

    public func deleteSessions(userID: Int64) async throws -> Int {
        try await engine.write { connection in try connection.execute("DELETE FROM web_session WHERE user_id = ?", [userID]) }
    }

    public func deleteExpiredSessions(now: Date) async throws -> Int {
        try await engine.write { connection in try connection.execute("DELETE FROM web_session WHERE expires_at <= ?", [now]) }
    }
}

/// The statements of `web_session` and `known_device`, and how a session row reads.
enum SessionRows {
    static let insert: SQL = """
        INSERT INTO web_session (token_digest, user_id, csrf_token, created_at, expires_at, last_used_at, address, device)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
        """

    /// Remembers the device the user signed in from, or when they last did.
    static let rememberDevice: SQL = """
        INSERT INTO known_device (device_digest, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (user_id, device_digest) DO UPDATE SET last_used_at = excluded.last_used_at
        """

    /// A user's unexpired sessions, most recently used first.
    static let live: SQL = """
        SELECT id, token_digest, user_id, csrf_token, created_at, expires_at, last_used_at, address, device FROM web_session
        WHERE user_id = ? AND expires_at > ? ORDER BY last_used_at DESC, id DESC
        """

    /// A session row read back.
    static func session(_ row: any SQLRow) throws -> WebSession {
        WebSession(
            id: try row["id"], tokenDigest: try row["token_digest"], userID: try row["user_id"], csrfToken: try row["csrf_token"],
            createdAt: try row["created_at"], expiresAt: try row["expires_at"], lastUsedAt: try row["last_used_at"],
            address: try row["address"], device: try row["device"])
    }
}
