/// Persistence of accounts. The first user created becomes the owner.
public protocol UserStore: Sendable {
    /// How many accounts exist.
    func userCount() async throws -> Int
    /// Creates the user, their settings and their seeded library in one transaction; a taken name is a conflict.
    func createUser(_ newUser: NewUser) async throws -> User
    /// The user with this id, if any.
    func user(id: Int64) async throws -> User?
    /// The user and password hash for a user name, matched by `Username.lookupKey`.
    func credentials(username: String) async throws -> StoredCredentials?
    /// The same, with whether the remembered-device token digest `deviceDigest` signed in to the account before; one read.
    func credentials(username: String, deviceDigest: String?) async throws -> StoredCredentials?
    /// Every account, oldest first.
    func allUsers() async throws -> [User]
    /// Replaces a user's password hash and, in the same transaction, ends every session of the user but the one whose
    /// digest is `keepingSession`, revokes all their API tokens when `revokeTokens`, and drops their reset links.
    func replacePassword(userID: Int64, hash: String, keepingSession: String?, revokeTokens: Bool) async throws -> PasswordChange
}
