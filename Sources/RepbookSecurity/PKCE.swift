import Crypto
import Foundation

/// Proof Key for Code Exchange (RFC 7636): the S256 challenge a sign-in sends with the authorization request.
public enum PKCE {
    /// base64url(SHA-256(verifier)).
    public static func challenge(for verifier: String) -> String {
        Base64URL.encode(Data(SHA256.hash(data: Data(verifier.utf8))))
    }
}
