import Foundation

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
    /// Disables (`at` an instant) or re-enables (nil) a user who is not the owner, ending their sessions and reset links
    /// when disabling, in one transaction; answers the user as changed, nil when there is no such member.
    func setUserDisabled(userID: Int64, at: Date?) async throws -> User?
    /// Deletes a user who is not the owner with everything they have, in one transaction; false when there is no such member.
    func deleteUser(userID: Int64) async throws -> Bool
    /// Stores a one-time password reset link's digest for a member, replacing any earlier one.
    func insertPasswordReset(userID: Int64, digest: String, createdAt: Date, expiresAt: Date) async throws
    /// The enabled user an unexpired reset link names, if any.
    func passwordResetOwner(digest: String, now: Date) async throws -> User?
    /// Uses a reset link once: when it is unexpired and its user enabled, replaces the hash, deletes the link and ends
    /// every session of the user, in one transaction; answers the user, nil when the link is unknown, used or expired.
    func redeemPasswordReset(digest: String, hash: String, now: Date) async throws -> User?
}
