import Foundation

/// The owner's tools over other accounts: disable and re-enable, delete with everything, and one-time password reset
/// links. The web pages act as the signed-in owner; the command line, run by whoever holds the data folder, as the owner.
public struct AccountAdministration: Sendable {
    /// How long a reset link works.
    public static let resetLinkLifetime: TimeInterval = 24 * 60 * 60

    private let store: any RepbookStore
    private let hasher: any PasswordHasher
    private let digester: any TokenDigester
    private let files: any PhotoFileStore
    private let now: Clock

    public init(store: any RepbookStore, hasher: any PasswordHasher, digester: any TokenDigester, files: any PhotoFileStore, now: @escaping Clock) {
        self.store = store
        self.hasher = hasher
        self.digester = digester
        self.files = files
        self.now = now
    }

    /// The account `id` as the owner `actor` manages it; not found for anyone else, so members learn nothing.
    public func member(id: Int64, by actor: User) async throws -> User {
        guard actor.isOwner, let user = try await store.user(id: id) else { throw DomainError.notFound(
            LocalizedText("error.no_account_with_id", ["id": "\(id)"])) }
        return user
    }

    /// The account named `username`, for the command line.
    public func member(named username: String) async throws -> User {
        guard let credentials = try await store.credentials(username: username) else { throw DomainError.notFound(
            LocalizedText("error.no_user_named", ["username": "\(username)"])) }
        return credentials.user
    }

    /// Disables `user`: their sessions end and their sessions and tokens are refused from the next request on.
    public func disable(_ user: User) async throws -> User {
        try Self.refuseOwner(user, LocalizedText("error.owner.cannot_disable"))
        guard let changed = try await store.setUserDisabled(userID: user.id, at: now()) else { throw DomainError.notFound(
            LocalizedText("error.no_such_account")) }
        return changed
    }

    /// Enables `user` again; their API tokens work again, their browsers sign in anew.
    public func enable(_ user: User) async throws -> User {
        guard let changed = try await store.setUserDisabled(userID: user.id, at: nil) else { throw DomainError.notFound(
            LocalizedText("error.no_such_account")) }
        return changed
    }

    /// Deletes `user` with all their data and photo files once `confirmation` is their user name exactly.
    public func delete(_ user: User, confirmation: String) async throws {
        try Self.refuseOwner(user, LocalizedText("error.owner.cannot_delete"))
        guard confirmation.trimmingCharacters(in: .whitespaces) == user.username else {
            throw DomainError.invalid(field: "confirm_username", message:
                LocalizedText("error.type_confirm_deletion", ["username": "\(user.username)"]))
        }
        guard try await store.deleteUser(userID: user.id) else { throw DomainError.notFound(LocalizedText("error.no_such_account")) }
        try await files.deleteAll(userID: user.id)
    }

    /// A one-time password reset link's secret for `user`, valid for `resetLinkLifetime`; an earlier link stops working.
    public func resetLink(for user: User) async throws -> String {
        guard !user.isDisabled else { throw DomainError.conflict(
            LocalizedText("error.reset_link_needs_enabled_account", ["username": "\(user.username)"])) }
        let token = SecretToken.generate()
        let created = now()
        try await store.insertPasswordReset(
            userID: user.id, digest: digester.digest(token), createdAt: created, expiresAt: created.addingTimeInterval(Self.resetLinkLifetime))
        return token
    }

    /// The user a reset link is for, while it works.
    public func resetTarget(token: String) async throws -> User {
        guard !token.isEmpty, let user = try await store.passwordResetOwner(digest: digester.digest(token), now: now()) else {
            throw Self.deadLink
        }
        return user
    }

    /// Sets the new password through a reset link, once; every session of the user ends.
    public func redeem(token: String, new: String, confirmation: String) async throws -> User {
        try PasswordPolicy.validate(new, field: "new_password")
        guard new == confirmation else { throw DomainError.invalid(field: "new_password_confirm", message:
            LocalizedText("error.two_new_passwords_differ")) }
        guard !token.isEmpty,
            let user = try await store.redeemPasswordReset(digest: digester.digest(token), hash: try await hasher.hash(new), now: now())
        else { throw Self.deadLink }
        return user
    }

    private static let deadLink = DomainError.notFound(LocalizedText("error.reset_link_unknown_used_or_expired"))

    /// Refuses with `refusal` when `user` is the owner, whom no one may disable or delete.
    private static func refuseOwner(_ user: User, _ refusal: LocalizedText) throws(DomainError) {
        if user.isOwner { throw .forbidden(refusal) }
    }
}
