import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import RepbookCore
import RepbookSecurity

/// Talks to the OpenID Connect provider: reads its discovery document and key set (kept, and the keys fetched again
/// when a token names a key not among them, which is how providers rotate keys), exchanges an authorization code for
/// the ID token, and verifies that token: signature (RS256 or ES256) by the provider's keys, then issuer, audience,
/// expiry and nonce.
actor OIDCProviderClient {
    /// What discovery says about the provider.
    struct Metadata: Decodable {
        let issuer: String
        let authorizationEndpoint: String
        let tokenEndpoint: String
        let jwksURI: String
        let tokenEndpointAuthMethodsSupported: [String]?

        enum CodingKeys: String, CodingKey {
            case issuer
            case authorizationEndpoint = "authorization_endpoint"
            case tokenEndpoint = "token_endpoint"
            case jwksURI = "jwks_uri"
            case tokenEndpointAuthMethodsSupported = "token_endpoint_auth_methods_supported"
        }
    }

    /// The shortest time between two fetches of the key set, so tokens naming unknown keys cannot make Repbook hammer
    /// the provider.
    static let keyRefetchInterval: TimeInterval = 10
    /// The largest answer read from the provider.
    static let answerLimit = 1 << 20

    let configuration: OIDCConfiguration
    private var metadata: Metadata?
    private var keys: [JSONWebKey] = []
    private var keysFetchedAt: Date?

    init(configuration: OIDCConfiguration) {
        self.configuration = configuration
    }

    /// The discovery document, fetched once; its issuer must be the configured one.
    func discovered() async throws -> Metadata {
        if let metadata { return metadata }
        let fetched = try JSONDecoder().decode(Metadata.self, from: try await get(configuration.discoveryURL))
        guard fetched.issuer == configuration.issuer else {
            throw DomainError.unavailable(
                LocalizedText("error.oidc.issuer_mismatch", ["found": .text(fetched.issuer), "issuer": .text(configuration.issuer)]))
        }
        metadata = fetched
        return fetched
    }

    /// Exchanges the authorization code (with the PKCE verifier) for the ID token.
    func idToken(code: String, verifier: String, redirectURI: String) async throws -> String {
        let metadata = try await discovered()
        var fields = ["grant_type": "authorization_code", "code": code, "redirect_uri": redirectURI, "code_verifier": verifier]
        var headers = HTTPHeaders([("Content-Type", "application/x-www-form-urlencoded"), ("Accept", "application/json")])
        let methods = metadata.tokenEndpointAuthMethodsSupported ?? ["client_secret_basic"]
        if let secret = configuration.clientSecret {
            if methods.contains("client_secret_basic") || !methods.contains("client_secret_post") {
                let pair = "\(Self.formEncoded(configuration.clientID)):\(Self.formEncoded(secret))"
                headers.add(name: "Authorization", value: "Basic " + Data(pair.utf8).base64EncodedString())
            } else {
                fields["client_id"] = configuration.clientID
                fields["client_secret"] = secret
            }
        } else {
            fields["client_id"] = configuration.clientID
        }
        let body = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.formEncoded($0.value))" }.joined(separator: "&")
        var request = HTTPClientRequest(url: metadata.tokenEndpoint)
        request.method = .POST
        request.headers = headers
        request.body = .bytes(ByteBuffer(string: body))
        let data = try await send(request, what: "token endpoint")
        struct TokenAnswer: Decodable { let id_token: String? }
        guard let token = (try? JSONDecoder().decode(TokenAnswer.self, from: data))?.id_token else {
            throw DomainError.unauthenticated(LocalizedText("error.identity_provider_s_token_answer_held"))
        }
        return token
    }

    /// The claims of `idToken` once its signature and claims pass every check.
    func verifiedClaims(of idToken: String, nonce: String, now: Date) async throws -> IDTokenClaims {
        let token: SignedToken
        do { token = try SignedToken(compact: idToken) } catch let refused as SignedToken.Refused {
            throw DomainError.unauthenticated(LocalizedText("error.identity_provider_s_answer_was_refused", ["why": "\(refused.description)"]))
        }
        var known = try await currentKeys(now: now)
        if !token.isSigned(by: known), token.candidates(in: known).isEmpty || token.keyID == nil, canRefetch(now: now) {
            known = try await fetchKeys(now: now)
        }
        guard token.isSigned(by: known) else {
            throw DomainError.unauthenticated(LocalizedText("error.oidc.no_key_verifies_token"))
        }
        let claims: IDTokenClaims
        do { claims = try JSONDecoder().decode(IDTokenClaims.self, from: token.payload) } catch {
            throw DomainError.unauthenticated(LocalizedText("error.oidc.token_lacks_claims"))
        }
        try IDTokenClaimsCheck.check(claims, issuer: configuration.issuer, clientID: configuration.clientID, nonce: nonce, now: now)
        return claims
    }

    private func currentKeys(now: Date) async throws -> [JSONWebKey] {
        keysFetchedAt == nil ? try await fetchKeys(now: now) : keys
    }

    private func canRefetch(now: Date) -> Bool {
        guard let keysFetchedAt else { return true }
        return now.timeIntervalSince(keysFetchedAt) >= Self.keyRefetchInterval
    }

    private func fetchKeys(now: Date) async throws -> [JSONWebKey] {
        let metadata = try await discovered()
        let data = try await get(metadata.jwksURI)
        do { keys = try JSONWebKey.keySet(from: data) } catch {
            throw DomainError.unavailable(LocalizedText("error.identity_provider_keys_unreadable", ["error": "\(error)"]))
        }
        keysFetchedAt = now
        return keys
    }

    private func get(_ url: String) async throws -> Data {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: "application/json")
        return try await send(request, what: url)
    }

    private func send(_ request: HTTPClientRequest, what: String) async throws -> Data {
        let response: HTTPClientResponse
        let body: ByteBuffer
        do {
            response = try await HTTPClient.shared.execute(request, timeout: .seconds(15))
            body = try await response.body.collect(upTo: Self.answerLimit)
        } catch {
            throw DomainError.unavailable(LocalizedText("error.identity_provider_could_not_reached", ["what": "\(what)", "error": "\(error)"]))
        }
        guard response.status == .ok else {
            let text = String(buffer: body).prefix(200)
            throw DomainError.unavailable(
                LocalizedText("error.identity_provider_answered_at", ["code": "\(response.status.code)", "what": "\(what)", "value": "\(text)"]))
        }
        return Data(body.readableBytesView)
    }

    /// `value` as `application/x-www-form-urlencoded` writes it.
    static func formEncoded(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }
}
