import Foundation

/// A bearer token a script uses for the JSON API; only its digest is stored.
public struct APIToken: Equatable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let userID: Int64
    public let label: String
    public let createdAt: Date
    public let lastUsedAt: Date?
    /// After this instant the token is refused; nil never expires.
    public let expiresAt: Date?

    public init(id: Int64, userID: Int64, label: String, createdAt: Date, lastUsedAt: Date?, expiresAt: Date? = nil) {
        self.id = id
        self.userID = userID
        self.label = label
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.expiresAt = expiresAt
    }
}
