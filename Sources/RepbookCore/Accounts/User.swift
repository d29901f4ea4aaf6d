import Foundation

/// A person with an account on this Repbook instance.
public struct User: Equatable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let username: String
    /// The owner created the instance and may create further accounts.
    public let isOwner: Bool
    public let createdAt: Date
    /// When the owner disabled the account; a disabled user cannot sign in and their sessions and tokens are refused.
    public let disabledAt: Date?

    public init(id: Int64, username: String, isOwner: Bool, createdAt: Date, disabledAt: Date? = nil) {
        self.id = id
        self.username = username
        self.isOwner = isOwner
        self.createdAt = createdAt
        self.disabledAt = disabledAt
    }

    /// Whether the owner disabled the account.
    public var isDisabled: Bool { disabledAt != nil }
}
