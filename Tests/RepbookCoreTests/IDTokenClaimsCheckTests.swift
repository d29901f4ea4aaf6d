import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The OpenID Connect checks of a verified ID token's claims, and the name a new account gets.
@Suite("ID token claims")
struct IDTokenClaimsCheckTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func claims(_ overrides: [String: Any] = [:]) throws -> IDTokenClaims {
        var fields: [String: Any] = [
            "iss": "https://id.example.com", "sub": "abc", "aud": "repbook", "exp": 1_800_000_300, "iat": 1_799_999_990, "nonce": "nonce-1",
        ]
        for (key, value) in overrides { fields[key] = value }
        return try JSONDecoder().decode(IDTokenClaims.self, from: JSONSerialization.data(withJSONObject: fields.filter { !($0.value is NSNull) }))
    }

    func check(_ claims: IDTokenClaims) throws {
        try IDTokenClaimsCheck.check(claims, issuer: "https://id.example.com", clientID: "repbook", nonce: "nonce-1", now: now)
    }

    @Test("A token for this client, unexpired, with this sign-in's nonce passes")
    func passes() throws {
        try check(try claims())
        try check(try claims(["aud": ["repbook", "other"], "azp": "repbook"]))
        try check(try claims(["exp": 1_799_999_970]))  // within the minute of clock difference
    }

    @Test("Another issuer, audience, an expired or future token, another nonce or none are refused, each saying why")
    func refused() throws {
        let cases: [([String: Any], String)] = [
            (["iss": "https://evil.example.com"], "issued by"), (["aud": "other"], "another client"),
            (["aud": ["repbook", "other"], "azp": "other"], "handed to another client"), (["exp": 1_799_999_900], "expired"),
            (["iat": 1_800_000_500], "in the future"), (["nonce": "nonce-2"], "nonce"), (["nonce": NSNull()], "nonce"),
        ]
        for (overrides, reason) in cases {
            let error = #expect(throws: DomainError.self) { try check(try claims(overrides)) }
            #expect(error?.english.contains(reason) == true, "\(overrides): \(String(describing: error?.english))")
        }
    }

    @Test("A new account's name comes from preferred_username, else the address, cleaned to a valid user name")
    func usernames() throws {
        #expect(ProviderAccountPolicy.username(for: try claims(["preferred_username": "ana.m"])) == "ana.m")
        #expect(ProviderAccountPolicy.username(for: try claims(["email": "ben+gym@example.org"])) == "ben-gym")
        #expect(ProviderAccountPolicy.username(for: try claims(["preferred_username": "Zoë Smith"])) == "Zo--Smith")
        #expect(try Username.validated(ProviderAccountPolicy.username(for: try claims(["sub": String(repeating: "x", count: 80)]))).count == 32)
    }
}
