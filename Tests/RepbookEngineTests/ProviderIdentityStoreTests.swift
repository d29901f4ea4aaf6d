import Foundation
import RepbookCore
import Testing

/// Accounts linked to OpenID Connect identities (issuer and subject), on both engines.
@Suite("OpenID Connect identities")
struct ProviderIdentityStoreTests {
    let issuer = "https://id.example.com"

    /// Claims as a verified ID token would carry them.
    func claims(_ subject: String, username: String? = nil, email: String? = nil, groups: [String]? = nil) throws -> IDTokenClaims {
        var fields: [String: Any] = ["iss": issuer, "sub": subject, "aud": "repbook", "exp": 4_000_000_000, "nonce": "n"]
        if let username { fields["preferred_username"] = username }
        if let email { fields["email"] = email; fields["email_verified"] = true }
        if let groups { fields["groups"] = groups }
        return try JSONDecoder().decode(IDTokenClaims.self, from: JSONSerialization.data(withJSONObject: fields))
    }

    @Test("First sign-in creates and links the account (the owner when first), the second reuses it; a taken name is refused",
        arguments: Engine.allCases)
    func createThenReuse(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let services = EngineServices(store: store)
            let signIn = ProviderSignIn(store: store, accounts: services.accounts, now: { Date() })
            let open = ProviderAccountPolicy(createsAccounts: true)

            let ana = try await signIn.account(for: try claims("sub-ana", username: "ana"), policy: open)
            #expect(ana.isOwner)
            let again = try await signIn.account(for: try claims("sub-ana", username: "renamed-at-provider"), policy: open)
            #expect(again.id == ana.id && again.username == "ana")
            #expect(try await store.providerIdentities(userID: ana.id).map(\.subject) == ["sub-ana"])

            // Another person calling themselves ana gets no access to ana's account.
            await #expect(throws: DomainError.self) { try await signIn.account(for: try claims("sub-other", username: "ana"), policy: open) }
            #expect(try await store.allUsers().count == 1)
            #expect(try await store.providerAccount(issuer: issuer, subject: "sub-other") == nil)

            // Without creation, an unlinked person is refused; linked, they sign in; unlinked again, refused.
            let closed = ProviderAccountPolicy(createsAccounts: false)
            let ben = try await services.accounts.addUser(username: "ben", password: "bens horse")
            await #expect(throws: DomainError.self) { try await signIn.account(for: try claims("sub-ben"), policy: closed) }
            try await signIn.link(try claims("sub-ben"), to: ben)
            #expect(try await signIn.account(for: try claims("sub-ben"), policy: closed).id == ben.id)
            await #expect(throws: DomainError.self) { try await signIn.link(try claims("sub-ben"), to: ana) }
            await #expect(throws: DomainError.self) { try await signIn.unlink(issuer: issuer, subject: "sub-ben", of: ana) }
            try await signIn.unlink(issuer: issuer, subject: "sub-ben", of: ben)
            await #expect(throws: DomainError.self) { try await signIn.account(for: try claims("sub-ben"), policy: closed) }
        }
    }

    @Test("A group or email domain limits who gets a new account; deleting the account drops its links", arguments: Engine.allCases)
    func policyAndDeletion(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let services = EngineServices(store: store)
            let signIn = ProviderSignIn(store: store, accounts: services.accounts, now: { Date() })
            _ = try await services.accounts.addUser(username: "owner", password: "owners horse")
            let gym = ProviderAccountPolicy(createsAccounts: true, requiredGroup: "gym", emailDomains: ["example.org"])
            await #expect(throws: DomainError.self) {
                try await signIn.account(for: try claims("s1", username: "cy", email: "cy@example.org", groups: ["staff"]), policy: gym)
            }
            await #expect(throws: DomainError.self) {
                try await signIn.account(for: try claims("s1", username: "cy", email: "cy@elsewhere.net", groups: ["gym"]), policy: gym)
            }
            let cy = try await signIn.account(for: try claims("s1", username: "cy", email: "cy@Example.org", groups: ["gym"]), policy: gym)
            #expect(!cy.isOwner)
            #expect(try await store.deleteUser(userID: cy.id))
            #expect(try await store.providerAccount(issuer: issuer, subject: "s1") == nil)
            #expect(try await store.providerIdentities(userID: cy.id).isEmpty)
        }
    }
}
