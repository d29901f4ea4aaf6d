import Foundation

/// A compact JSON Web Signature (`header.payload.signature`) as an ID token arrives, split and read but not yet trusted.
public struct SignedToken: Sendable {
    /// The header's `alg`, only `RS256` and `ES256` accepted.
    public let algorithm: String
    /// The header's `kid`, the key the provider signed with.
    public let keyID: String?
    /// The payload's JSON.
    public let payload: Data
    let signingInput: Data
    let signature: Data

    /// Thrown for a token that is not a well-formed JWS, uses another algorithm, or whose signature no key verifies.
    public struct Refused: Error, CustomStringConvertible {
        public let description: String
    }

    public static let algorithms: Set<String> = ["RS256", "ES256"]

    public init(compact: String) throws {
        let parts = compact.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerData = Base64URL.decode(parts[0]), let payload = Base64URL.decode(parts[1]),
              let signature = Base64URL.decode(parts[2])
        else { throw Refused(description: "the ID token is not a signed JWT") }
        struct Header: Decodable { let alg: String; let kid: String? }
        guard let header = try? JSONDecoder().decode(Header.self, from: headerData) else {
            throw Refused(description: "the ID token's header is not JSON")
        }
        guard Self.algorithms.contains(header.alg) else {
            throw Refused(description: "the ID token is signed with \(header.alg), not RS256 or ES256")
        }
        self.algorithm = header.alg
        self.keyID = header.kid
        self.payload = payload
        self.signingInput = Data("\(parts[0]).\(parts[1])".utf8)
        self.signature = signature
    }

    /// The keys of `keys` the token names (by `kid`, or all when it names none).
    public func candidates(in keys: [JSONWebKey]) -> [JSONWebKey] {
        guard let keyID else { return keys }
        return keys.filter { $0.keyID == keyID }
    }

    /// Whether one of `keys` verifies the signature.
    public func isSigned(by keys: [JSONWebKey]) -> Bool {
        candidates(in: keys).contains { $0.verifies(signature, over: signingInput, algorithm: algorithm) }
    }
}
