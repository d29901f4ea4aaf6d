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

    public init(username: String = "", error: DomainError? = nil, next: String = "") {
        self.username = username
        self.error = error?.message
        self.next = next
    }
}
