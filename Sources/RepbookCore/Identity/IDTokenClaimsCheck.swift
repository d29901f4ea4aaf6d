import Foundation

/// The OpenID Connect checks of an ID token's claims once its signature is verified: the issuer is the configured one,
/// the audience holds this client (and `azp` names it when there are several), it has not expired and was not issued in
/// the future (a minute of clock difference allowed), and its nonce is the one this sign-in sent.
public enum IDTokenClaimsCheck {
    /// The clock difference between Repbook and the provider that is tolerated.
    public static let allowedSkew: TimeInterval = 60

    /// Throws `DomainError.unauthenticated` naming the first check `claims` fail.
    public static func check(_ claims: IDTokenClaims, issuer: String, clientID: String, nonce: String, now: Date) throws {
        let refuse = { (key: String, values: [String: LocalizedText.Slot]) in DomainError.unauthenticated(LocalizedText(key, values)) }
        guard claims.iss == issuer else {
            throw refuse("error.oidc.token_wrong_issuer", ["issuer": .text(claims.iss), "expected": .text(issuer)])
        }
        guard claims.aud.values.contains(clientID) else { throw refuse("error.oidc.token_for_other_client", [:]) }
        if claims.aud.values.count > 1, claims.azp != clientID { throw refuse("error.oidc.token_handed_to_other_client", [:]) }
        let instant = now.timeIntervalSince1970
        guard claims.exp + allowedSkew > instant else { throw refuse("error.oidc.token_expired", [:]) }
        if let iat = claims.iat, iat - allowedSkew > instant { throw refuse("error.oidc.token_issued_in_future", [:]) }
        guard let sent = claims.nonce, SecretToken.constantTimeEquals(sent, nonce) else { throw refuse("error.oidc.token_wrong_nonce", [:]) }
        guard !claims.sub.isEmpty, claims.sub.utf8.count <= 255 else { throw refuse("error.oidc.token_bad_subject", [:]) }
    }
}
