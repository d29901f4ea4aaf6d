import Foundation

/// A person with an account on this Repbook instance.
public struct User: Equatable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let username: String
    /// The owner created the instance and may create further accounts.
    public let isOwner: Bool
    public let createdAt: Date

    public init(id: Int64, username: String, isOwner: Bool, createdAt: Date) {
        self.id = id
        self.username = username
        self.isOwner = isOwner
        self.createdAt = createdAt
    }
}
