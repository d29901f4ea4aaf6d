import Foundation
import RepbookCore
import RepbookSecurity

/// A sign-in through the OpenID Connect provider between the redirect there and the way back: the state, nonce and
/// PKCE verifier it was sent with, whether it signs in or links an account, and the page to return to. It lives only in
/// the browser, in the short-lived HttpOnly cookie `repbook_oidc`, so any server of an instance can finish it.
struct PendingProviderSignIn: Codable, Sendable {
    enum Purpose: String, Codable, Sendable {
        case signIn = "sign-in"
        case link
    }

    let purpose: Purpose
    let state: String
    let nonce: String
    let verifier: String
    /// The local page to return to; empty for Home.
    let next: String

    /// A new one with fresh secrets.
    static func start(_ purpose: Purpose, next: String) -> PendingProviderSignIn {
        PendingProviderSignIn(
            purpose: purpose, state: SecretToken.generate(), nonce: SecretToken.generate(), verifier: SecretToken.generate(), next: next)
    }

    /// How long the way through the provider may take.
    static let lifetime = 10 * 60

    /// The cookie's value.
    var cookieValue: String {
        Base64URL.encode((try? JSONEncoder().encode(self)) ?? Data())
    }

    /// The pending sign-in a cookie holds; nil when it holds none.
    static func from(cookie: String?) -> PendingProviderSignIn? {
        guard let cookie, let data = Base64URL.decode(cookie) else { return nil }
        return try? JSONDecoder().decode(PendingProviderSignIn.self, from: data)
    }

    /// The authorization request's address at `endpoint`.
    func authorizationURL(endpoint: String, configuration: OIDCConfiguration, redirectURI: String) -> String {
        var components = URLComponents(string: endpoint) ?? URLComponents()
        components.queryItems = (components.queryItems ?? []) + [
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "client_id", value: configuration.clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "scope", value: configuration.scopes),
            URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "nonce", value: nonce),
            URLQueryItem(name: "code_challenge", value: PKCE.challenge(for: verifier)),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        // `+` is a space in a query; encode it as URLComponents does not.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.string ?? endpoint
    }
}
