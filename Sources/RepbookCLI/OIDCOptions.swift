import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer

/// `serve`'s options for sign-in through an OpenID Connect provider, each also an environment variable. The client
/// secret is read from `REPBOOK_OIDC_CLIENT_SECRET` or a file, never from the command line, where `ps` would show it.
struct OIDCOptions: ParsableArguments {
    @Option(name: .customLong("oidc-issuer"), help: "The OpenID Connect provider's issuer URL (or REPBOOK_OIDC_ISSUER); turns provider sign-in on.")
    var issuer: String?

    @Option(name: .customLong("oidc-client-id"), help: "This server's client id at the provider (or REPBOOK_OIDC_CLIENT_ID).")
    var clientID: String?

    @Option(
        name: .customLong("oidc-client-secret-file"),
        help: "A file holding the client secret (or REPBOOK_OIDC_CLIENT_SECRET_FILE; or the secret itself in REPBOOK_OIDC_CLIENT_SECRET).")
    var clientSecretFile: String?

    @Option(
        name: .customLong("oidc-provider-name"),
        help: "The name on the sign-in button, \"Sign in with NAME\" (or REPBOOK_OIDC_PROVIDER_NAME; default: the issuer's host).")
    var providerName: String?

    @Flag(
        name: .customLong("oidc-create-users"),
        help: "Create an account on first sign-in (or REPBOOK_OIDC_CREATE_USERS=1); by default an owner links accounts.")
    var createUsers = false

    @Option(
        name: .customLong("oidc-allowed-group"),
        help: "Create accounts only for members of this group (the groups claim; or REPBOOK_OIDC_ALLOWED_GROUP).")
    var allowedGroup: String?

    @Option(
        name: .customLong("oidc-email-domain"),
        help: "Create accounts only for verified addresses at this domain (repeatable; or REPBOOK_OIDC_EMAIL_DOMAINS, comma-separated).")
    var emailDomains: [String] = []

    @Flag(
        name: .customLong("no-password-sign-in"),
        help: "Switch password sign-in off (or REPBOOK_PASSWORD_SIGN_IN=off); needs --oidc-issuer or --auth-proxy. API tokens keep working.")
    var noPasswordSignIn = false

    /// The provider configuration these options and `environment` ask for; nil when no issuer is given.
    func configuration(environment: [String: String]) throws -> OIDCConfiguration? {
        guard let issuer = nonEmpty(issuer ?? environment["REPBOOK_OIDC_ISSUER"]) else { return nil }
        guard let host = URL(string: issuer)?.host, issuer.hasPrefix("https://") || issuer.hasPrefix("http://") else {
            throw ValidationError("--oidc-issuer must be the provider's http(s) URL, not \"\(issuer)\".")
        }
        guard let clientID = nonEmpty(clientID ?? environment["REPBOOK_OIDC_CLIENT_ID"]) else {
            throw ValidationError("--oidc-issuer needs --oidc-client-id (or REPBOOK_OIDC_CLIENT_ID).")
        }
        let secret: String?
        if let file = nonEmpty(clientSecretFile ?? environment["REPBOOK_OIDC_CLIENT_SECRET_FILE"]) {
            do { secret = try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) } catch {
                throw ValidationError("The client secret file \(file) cannot be read: \(error.localizedDescription)")
            }
        } else {
            secret = nonEmpty(environment["REPBOOK_OIDC_CLIENT_SECRET"])
        }
        let domains = emailDomains + (environment["REPBOOK_OIDC_EMAIL_DOMAINS"]?.split(separator: ",").map(String.init) ?? [])
        let policy = ProviderAccountPolicy(
            createsAccounts: createUsers || Self.isOn(environment["REPBOOK_OIDC_CREATE_USERS"]),
            requiredGroup: allowedGroup ?? environment["REPBOOK_OIDC_ALLOWED_GROUP"], emailDomains: domains)
        return OIDCConfiguration(
            issuer: issuer, clientID: clientID, clientSecret: secret,
            providerName: nonEmpty(providerName ?? environment["REPBOOK_OIDC_PROVIDER_NAME"]) ?? host, accountPolicy: policy)
    }

    /// Whether password sign-in stays on; refused off when nothing else signs people in.
    func passwordSignIn(environment: [String: String], otherWayConfigured: Bool) throws -> Bool {
        let off = noPasswordSignIn || ["off", "0", "false", "no"].contains(environment["REPBOOK_PASSWORD_SIGN_IN"]?.lowercased() ?? "")
        guard off else { return true }
        guard otherWayConfigured else {
            throw ValidationError("--no-password-sign-in needs --oidc-issuer or --auth-proxy: otherwise nobody could sign in.")
        }
        return false
    }

    private func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func isOn(_ value: String?) -> Bool {
        ["1", "true", "yes", "on"].contains(value?.lowercased() ?? "")
    }
}
