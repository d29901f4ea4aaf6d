/// A user with their password hash, as the store answers a sign-in lookup.
public struct StoredCredentials: Sendable {
    public let user: User
    public let passwordHash: String
    /// Whether the browser's remembered-device token signed in to this account before.
    public let isKnownDevice: Bool

    public init(user: User, passwordHash: String, isKnownDevice: Bool = false) {
        self.user = user
        self.passwordHash = passwordHash
        self.isKnownDevice = isKnownDevice
    }
}
