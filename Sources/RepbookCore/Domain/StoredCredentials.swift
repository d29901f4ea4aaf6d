/// A user together with the password hash the store keeps for them.
public struct StoredCredentials: Sendable {
    public let user: User
    public let passwordHash: String

    public init(user: User, passwordHash: String) {
        self.user = user
        self.passwordHash = passwordHash
    }
}
