/// What the store needs to create an account: a validated name, a password hash, settings and the library to seed.
public struct NewUser: Sendable {
    public let username: String
    public let passwordHash: String
    public let settings: UserSettings
    public let library: [LibraryExercise]
    /// When true the store refuses to create the user if any user exists (the one-time owner setup).
    public let mustBeFirst: Bool
    /// The OpenID Connect person to link to the new account in the same transaction, if any.
    public let linking: ProviderSubject?

    public init(
        username: String, passwordHash: String, settings: UserSettings, library: [LibraryExercise], mustBeFirst: Bool,
        linking: ProviderSubject? = nil
    ) {
        self.linking = linking
        self.username = username
        self.passwordHash = passwordHash
        self.settings = settings
        self.library = library
        self.mustBeFirst = mustBeFirst
    }
}
