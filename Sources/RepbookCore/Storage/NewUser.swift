/// What the store needs to create an account: a validated name, a password hash, settings and the library to seed.
public struct NewUser: Sendable {
    public let username: String
    public let passwordHash: String
    public let settings: UserSettings
    public let library: [LibraryExercise]
    /// When true the store refuses to create the user if any user exists (the one-time owner setup).
    public let mustBeFirst: Bool

    public init(username: String, passwordHash: String, settings: UserSettings, library: [LibraryExercise], mustBeFirst: Bool) {
        self.username = username
        self.passwordHash = passwordHash
        self.settings = settings
        self.library = library
        self.mustBeFirst = mustBeFirst
    }
}
