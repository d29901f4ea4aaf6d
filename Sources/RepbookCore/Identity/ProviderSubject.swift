/// A person at an OpenID Connect provider: the provider's issuer and its stable subject (`sub`) for them.
public struct ProviderSubject: Sendable, Equatable {
    public let issuer: String
    public let subject: String

    public init(issuer: String, subject: String) {
        self.issuer = issuer
        self.subject = subject
    }
}
