import Foundation

/// Sign-in through an OpenID Connect provider once its ID token is verified: the account linked to the person's
/// subject, or a new one created and linked in one transaction when the policy allows; and the links an account's
/// owner makes and removes.
public struct ProviderSignIn: Sendable {
    private let store: any ProviderIdentityStore & UserStore
    private let accounts: AccountService
    private let now: Clock

    public init(store: any ProviderIdentityStore & UserStore, accounts: AccountService, now: @escaping Clock) {
        self.store = store
        self.accounts = accounts
        self.now = now
    }

    /// The enabled account linked to `claims`' subject, else a new one when `policy` allows it (named after the claims;
    /// a taken name is refused, saying so).
    public func account(for claims: IDTokenClaims, policy: ProviderAccountPolicy) async throws -> User {
        let subject = ProviderSubject(issuer: claims.iss, subject: claims.sub)
        if let linked = try await store.providerAccount(issuer: subject.issuer, subject: subject.subject) {
            guard !linked.isDisabled else { throw DomainError.forbidden(LocalizedText("error.account_disabled_ask_owner")) }
            return linked
        }
        try policy.checkCreation(for: claims)
        let name = ProviderAccountPolicy.username(for: claims)
        do {
            return try await accounts.addUser(username: name, password: SecretToken.generate() + "-provider", linking: subject)
        } catch let error as DomainError {
            guard case .conflict = error else { throw error }
            throw DomainError.conflict(LocalizedText("error.provider.name_taken", ["name": .text(name)]))
        }
    }

    /// Links the person `claims` name to `user`'s account; a conflict when that person is linked already.
    public func link(_ claims: IDTokenClaims, to user: User) async throws {
        do {
            try await store.linkProviderIdentity(
                ProviderIdentity(issuer: claims.iss, subject: claims.sub, userID: user.id, linkedAt: now()))
        } catch let error as DomainError {
            guard case .conflict = error else { throw error }
            throw DomainError.conflict(LocalizedText("error.sign_in_linked_account_already_unlink"))
        }
    }

    /// The identities linked to `user`'s account.
    public func identities(of user: User) async throws -> [ProviderIdentity] {
        try await store.providerIdentities(userID: user.id)
    }

    /// Removes one of `user`'s links.
    public func unlink(issuer: String, subject: String, of user: User) async throws {
        guard try await store.unlinkProviderIdentity(issuer: issuer, subject: subject, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.that_sign_in_not_linked_account"))
        }
    }
}
