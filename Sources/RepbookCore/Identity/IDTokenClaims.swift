import Foundation

/// The claims of an OpenID Connect ID token that Repbook reads, as the token carried them (not yet checked).
public struct IDTokenClaims: Sendable, Decodable {
    public let iss: String
    public let sub: String
    public let aud: Audience
    public let exp: Double
    public let iat: Double?
    public let nonce: String?
    public let azp: String?
    public let preferredUsername: String?
    public let email: String?
    public let emailVerified: Bool?
    public let groups: [String]?

    enum CodingKeys: String, CodingKey {
        case iss, sub, aud, exp, iat, nonce, azp, email, groups
        case preferredUsername = "preferred_username"
        case emailVerified = "email_verified"
    }

    /// `aud`: one client id or several.
    public struct Audience: Sendable, Decodable {
        public let values: [String]

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let one = try? container.decode(String.self) { values = [one] } else { values = try container.decode([String].self) }
        }
    }
}
