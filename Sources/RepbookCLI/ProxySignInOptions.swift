import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer

/// `serve`'s options for sign-in by an authenticating reverse proxy's header (each also an environment variable).
struct ProxySignInOptions: ParsableArguments {
    @Flag(
        name: .customLong("auth-proxy"),
        help: """
            Sign browsers in as the user a --trusted-proxy names in its sign-in header (or set REPBOOK_AUTH_PROXY=1); \
            the header from any other address is ignored.
            """)
    var enabled = false

    @Option(
        name: .customLong("auth-proxy-header"),
        help: "The header naming the user (default Remote-User, or REPBOOK_AUTH_PROXY_HEADER).")
    var header: String?

    @Flag(
        name: .customLong("auth-proxy-create-users"),
        help: "Create an account for a name the proxy vouches for that has none (or REPBOOK_AUTH_PROXY_CREATE_USERS=1); by default it is refused.")
    var createUsers = false

    /// The configuration these options and `environment` ask for; nil when proxy sign-in is off. Refused without a
    /// trusted proxy, since the header would then be believed from nobody.
    func configuration(trustedProxies: [String], environment: [String: String]) throws -> ProxySignInConfiguration? {
        guard enabled || Self.isOn(environment["REPBOOK_AUTH_PROXY"]) else { return nil }
        guard !trustedProxies.isEmpty else {
            throw ValidationError("--auth-proxy needs --trusted-proxy: the sign-in header is believed only from the proxy's address.")
        }
        let name = header ?? environment["REPBOOK_AUTH_PROXY_HEADER"] ?? ProxySignInConfiguration.defaultHeader
        let unknown: VouchedSignIn.UnknownNames = createUsers || Self.isOn(environment["REPBOOK_AUTH_PROXY_CREATE_USERS"]) ? .create : .refuse
        guard let configuration = ProxySignInConfiguration(header: name, unknownNames: unknown) else {
            throw ValidationError("\"\(name)\" is not a header name (--auth-proxy-header).")
        }
        return configuration
    }

    private static func isOn(_ value: String?) -> Bool {
        ["1", "true", "yes", "on"].contains(value?.lowercased() ?? "")
    }
}
