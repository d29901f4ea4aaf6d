import Foundation

/// The one-time owner setup form.
public struct SetupPage: Sendable {
    public let username: String
    public let error: String?

    public init(username: String = "", error: DomainError? = nil) {
        self.username = username
        self.error = error?.message
    }
}

/// The sign-in form.
public struct SignInPage: Sendable {
    public let username: String
    public let error: String?
    /// The local page to return to after signing in, empty for Home.
    public let next: String
    /// The OpenID Connect provider's name for "Sign in with <provider>"; nil when none is configured.
    public var providerName: String?
    /// Whether the user name and password form is offered.
    public var passwordSignIn = true
    /// The address that starts the provider's sign-in, returning to `next`.
    public let providerSignInPath: String

    public init(username: String = "", error: DomainError? = nil, next: String = "") {
        self.username = username
        self.error = error?.message
        self.next = next
        self.providerSignInPath = next.isEmpty
            ? "/signin/oidc" : "/signin/oidc?next=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }
}
