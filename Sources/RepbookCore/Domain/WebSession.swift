import Foundation

/// A signed-in browser: the store knows it by the digest of its cookie token.
public struct WebSession: Equatable, Sendable {
    public let tokenDigest: String
    public let userID: Int64
    /// The synchronizer token every form of this session must post back.
    public let csrfToken: String
    public let createdAt: Date
    public let expiresAt: Date

    public init(tokenDigest: String, userID: Int64, csrfToken: String, createdAt: Date, expiresAt: Date) {
        self.tokenDigest = tokenDigest
        self.userID = userID
        self.csrfToken = csrfToken
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
