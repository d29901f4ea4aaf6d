import Foundation

/// Persistence of the links between accounts and their OpenID Connect identities (issuer and subject).
public protocol ProviderIdentityStore: Sendable {
    /// The account linked to the identity, if any.
    func providerAccount(issuer: String, subject: String) async throws -> User?
    /// Links an identity to an account; a conflict when the identity is linked already (to anyone).
    func linkProviderIdentity(_ identity: ProviderIdentity) async throws
    /// An account's linked identities, oldest first.
    func providerIdentities(userID: Int64) async throws -> [ProviderIdentity]
    /// Removes one of an account's links; false when the account has no such link.
    func unlinkProviderIdentity(issuer: String, subject: String, userID: Int64) async throws -> Bool
}
