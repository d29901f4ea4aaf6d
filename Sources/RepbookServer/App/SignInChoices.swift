import RepbookCore

/// The ways to sign in that the sign-in page offers: the password form (unless switched off) and the OpenID Connect
/// provider, when one is configured.
public struct SignInChoices: Sendable {
    /// The provider's name; nil when none is configured.
    public var providerName: String?
    /// Whether user name and password sign in (the form and `POST /api/v1/auth/token`).
    public var passwordSignIn = true

    public init(providerName: String? = nil, passwordSignIn: Bool = true) {
        self.providerName = providerName
        self.passwordSignIn = passwordSignIn
    }

    /// `page` offering these choices.
    func offered(on page: SignInPage) -> SignInPage {
        var page = page
        page.providerName = providerName
        page.passwordSignIn = passwordSignIn
        return page
    }

    /// Refuses a password sign-in when passwords are switched off.
    func checkPasswordSignIn() throws {
        guard passwordSignIn else {
            throw DomainError.forbidden(
                LocalizedText("error.password_sign_in_switched_off_here", ["provider": "\(providerName ?? "your identity provider")"]))
        }
    }
}
