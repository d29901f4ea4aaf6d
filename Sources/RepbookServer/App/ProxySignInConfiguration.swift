import HTTPTypes
import RepbookCore

/// Sign-in by an authenticating reverse proxy (Authelia, Authentik forward auth): the header that names the signed-in
/// user, believed only from `--trusted-proxy` addresses, and what to do with a name no account has.
public struct ProxySignInConfiguration: Sendable {
    /// The header's default name, the one Authelia and Authentik's proxy outposts send.
    public static let defaultHeader = "Remote-User"

    /// The header naming the user.
    public let header: HTTPField.Name
    /// Whether a name no account has is refused or gets a new account.
    public let unknownNames: VouchedSignIn.UnknownNames

    /// Nil when `header` is not a valid header name.
    public init?(header: String = Self.defaultHeader, unknownNames: VouchedSignIn.UnknownNames = .refuse) {
        guard let name = HTTPField.Name(header) else { return nil }
        self.header = name
        self.unknownNames = unknownNames
    }
}
