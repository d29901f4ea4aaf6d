import Foundation

/// Persistence of browser sessions, so that a restart keeps people signed in.
public protocol SessionStore: Sendable {
    /// Stores a new session.
    func insertSession(_ session: WebSession) async throws
    /// The unexpired session with this digest and the user it belongs to, if any, in one read.
    func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)?
    /// Ends one session.
    func deleteSession(tokenDigest: String) async throws
    /// Removes sessions that expired before `now`; answers how many.
    @discardableResult
    func deleteExpiredSessions(now: Date) async throws -> Int
}
