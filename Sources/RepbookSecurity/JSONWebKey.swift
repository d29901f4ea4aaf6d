import Crypto
import Foundation
import _CryptoExtras

/// One public key of a provider's key set (JWKS): RSA (`RS256`) or P-256 (`ES256`), named by its `kid`.
public struct JSONWebKey: Sendable {
    public let keyID: String?
    let key: Key

    enum Key: Sendable {
        case rsa(_RSA.Signing.PublicKey)
        /// The key's raw x and y (swift-crypto's P-256 key type is not `Sendable`), checked when read.
        case p256(Data)
    }

    /// The signing keys of a JWKS document; keys of other types, or meant for encryption, are skipped.
    public static func keySet(from json: Data) throws -> [JSONWebKey] {
        struct Document: Decodable { let keys: [Entry] }
        struct Entry: Decodable {
            let kty: String; let kid: String?; let use: String?; let n: String?; let e: String?; let crv: String?; let x: String?; let y: String?
        }
        return try JSONDecoder().decode(Document.self, from: json).keys.compactMap { entry in
            guard entry.use == nil || entry.use == "sig" else { return nil }
            switch entry.kty {
            case "RSA":
                guard let n = entry.n.flatMap(Base64URL.decode), let e = entry.e.flatMap(Base64URL.decode) else { return nil }
                return JSONWebKey(keyID: entry.kid, key: .rsa(try _RSA.Signing.PublicKey(n: n, e: e)))
            case "EC" where entry.crv == "P-256":
                guard let x = entry.x.flatMap(Base64URL.decode), let y = entry.y.flatMap(Base64URL.decode), x.count == 32, y.count == 32 else {
                    return nil
                }
                _ = try P256.Signing.PublicKey(rawRepresentation: x + y)
                return JSONWebKey(keyID: entry.kid, key: .p256(x + y))
            default:
                return nil
            }
        }
    }

    /// Whether `signature` over `signingInput` is valid for this key and the token's `alg`.
    func verifies(_ signature: Data, over signingInput: Data, algorithm: String) -> Bool {
        switch (key, algorithm) {
        case (.rsa(let key), "RS256"):
            return key.isValidSignature(
                _RSA.Signing.RSASignature(rawRepresentation: signature), for: SHA256.hash(data: signingInput), padding: .insecurePKCS1v1_5)
        case (.p256(let raw), "ES256"):
            guard let key = try? P256.Signing.PublicKey(rawRepresentation: raw),
                  let parsed = try? P256.Signing.ECDSASignature(rawRepresentation: signature)
            else { return false }
            return key.isValidSignature(parsed, for: SHA256.hash(data: signingInput))
        default:
            return false
        }
    }
}
