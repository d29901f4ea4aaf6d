import Foundation

/// A signed-in browser: the store knows it by the digest of its cookie token.
public struct WebSession: Equatable, Sendable {
    /// The id the sessions list revokes it by (0 until stored).
    public let id: Int64
    public let tokenDigest: String
    public let userID: Int64
    /// The synchronizer token every form of this session must post back.
    public let csrfToken: String
    public let createdAt: Date
    public let expiresAt: Date
    /// The last request made with it, recorded at most once per `SessionService.lastUseResolution`.
    public let lastUsedAt: Date
    /// The client address it signed in from.
    public let address: String
    /// A short description of the browser, from its User-Agent.
    public let device: String

    public init(
        id: Int64 = 0, tokenDigest: String, userID: Int64, csrfToken: String, createdAt: Date, expiresAt: Date,
        lastUsedAt: Date? = nil, address: String = "", device: String = ""
    ) {
        self.id = id
        self.tokenDigest = tokenDigest
        self.userID = userID
        self.csrfToken = csrfToken
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.lastUsedAt = lastUsedAt ?? createdAt
        self.address = address
        self.device = device
    }
}
