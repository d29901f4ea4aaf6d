import Foundation

/// An account's sign-in at an OpenID Connect provider: the provider's issuer and its stable subject (`sub`) for the person.
public struct ProviderIdentity: Sendable, Equatable {
    public let issuer: String
    public let subject: String
    public let userID: Int64
    public let linkedAt: Date

    public init(issuer: String, subject: String, userID: Int64, linkedAt: Date) {
        self.issuer = issuer
        self.subject = subject
        self.userID = userID
        self.linkedAt = linkedAt
    }
}
