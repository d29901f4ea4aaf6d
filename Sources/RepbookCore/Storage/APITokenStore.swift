import Foundation

/// Persistence of API tokens, by digest.
public protocol APITokenStore: Sendable {
    /// Stores a token digest for a user.
    func insertAPIToken(userID: Int64, label: String, digest: String, createdAt: Date, expiresAt: Date?) async throws -> APIToken
    /// The unexpired token with this digest and its enabled user, if any; one read, so checking a token never waits
    /// for the writer.
    func apiTokenOwner(digest: String, now: Date) async throws -> (token: APIToken, caller: Caller)?
    /// Records `at` as a token's last use.
    func markAPITokenUsed(id: Int64, at: Date) async throws
    /// A user's tokens, newest first.
    func apiTokens(userID: Int64) async throws -> [APIToken]
    /// Revokes one of a user's tokens; false when the user has no such token.
    func deleteAPIToken(id: Int64, userID: Int64) async throws -> Bool
}
