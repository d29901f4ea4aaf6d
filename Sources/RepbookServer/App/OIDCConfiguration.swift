import RepbookCore

/// Sign-in through an OpenID Connect provider: where it is (its issuer, from which discovery finds the rest), this
/// client's registration, the name the sign-in page shows, and who may get a new account on first sign-in.
public struct OIDCConfiguration: Sendable {
    /// The provider's issuer, exactly as its ID tokens name it (`https://auth.example.com/application/o/repbook/`).
    public let issuer: String
    public let clientID: String
    /// The client secret; nil for a public client (PKCE alone). Never taken from the command line.
    public let clientSecret: String?
    /// Shown as "Sign in with <providerName>".
    public let providerName: String
    public let accountPolicy: ProviderAccountPolicy

    public init(issuer: String, clientID: String, clientSecret: String?, providerName: String, accountPolicy: ProviderAccountPolicy) {
        self.issuer = issuer
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.providerName = providerName
        self.accountPolicy = accountPolicy
    }

    /// The discovery document's address (`<issuer>/.well-known/openid-configuration`).
    var discoveryURL: String {
        (issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer) + "/.well-known/openid-configuration"
    }

    /// The scopes asked for: the ID token, the name and address, and the groups when a group decides who gets an account.
    var scopes: String {
        accountPolicy.requiredGroup == nil ? "openid profile email" : "openid profile email groups"
    }
}
