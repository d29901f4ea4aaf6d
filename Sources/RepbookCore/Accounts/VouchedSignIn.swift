import Foundation

/// Finds the account of a user whose identity someone else vouched for (an authenticating reverse proxy naming them
/// in a header), creating it on first sign-in when the server allows that; the account then gets a random password
/// nobody knows, so it signs in only through whoever vouches for it until its owner sets one.
public struct VouchedSignIn: Sendable {
    /// What to do with a name no account has.
    public enum UnknownNames: Sendable {
        /// Refuse the sign-in; the owner creates accounts.
        case refuse
        /// Create the account (the owner, when it is the first one).
        case create
    }

    private let accounts: AccountService
    private let store: any UserStore

    public init(accounts: AccountService, store: any UserStore) {
        self.accounts = accounts
        self.store = store
    }

    /// The enabled account named `name` (matched as password sign-in matches names), created first when `unknown`
    /// allows it; refused when disabled, unknown and not to be created, or not a valid user name.
    public func account(named name: String, unknown: UnknownNames) async throws -> User {
        let username = try Username.validated(name)
        if let found = try await store.credentials(username: username)?.user { return try Self.enabled(found) }
        guard unknown == .create else {
            throw DomainError.forbidden(LocalizedText("error.no_repbook_account_named_ask_owner", ["username": "\(username)"]))
        }
        do {
            return try await accounts.addUser(username: username, password: SecretToken.generate() + "-vouched")
        } catch let error as DomainError {
            // Another request created it a moment ago.
            guard case .conflict = error, let found = try await store.credentials(username: username)?.user else { throw error }
            return try Self.enabled(found)
        }
    }

    private static func enabled(_ user: User) throws -> User {
        guard !user.isDisabled else { throw DomainError.forbidden(LocalizedText("error.account_disabled_ask_owner")) }
        return user
    }
}
