import Foundation

/// Persistence of browser sessions, so that a restart keeps people signed in.
public protocol SessionStore: Sendable {
    /// Stores a new session, remembers the device digest as one that signed in to the user, and removes expired
    /// sessions, in one transaction; answers the session with its id.
    func insertSession(_ session: WebSession, rememberingDevice deviceDigest: String, now: Date) async throws -> WebSession
    /// Records `at` as a session's last use.
    func markSessionUsed(id: Int64, at: Date) async throws
    /// The unexpired session with this digest and the user it belongs to, if any, in one read.
    func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)?
    /// Ends one session.
    func deleteSession(tokenDigest: String) async throws
    /// A user's unexpired sessions, most recently used first.
    func sessions(userID: Int64, now: Date) async throws -> [WebSession]
    /// Ends one of a user's sessions; false when the user has no such session.
    func deleteSession(id: Int64, userID: Int64) async throws -> Bool
    /// Ends every session of a user; answers how many.
    func deleteSessions(userID: Int64) async throws -> Int
    /// Removes sessions that expired before `now`; answers how many.
    @discardableResult
    func deleteExpiredSessions(now: Date) async throws -> Int
}
