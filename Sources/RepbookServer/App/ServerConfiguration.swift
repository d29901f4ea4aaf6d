import Foundation
import Logging
import RepbookCore
import RepbookFormats

/// How to run the server: where to listen, where the data lives, and how it is reached from outside.
public struct ServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var dataDirectory: String
    /// The PostgreSQL database to serve (`postgres://user@host:5432/database`), which several servers may share; nil serves
    /// the SQLite file in the data folder. On PostgreSQL the data folder holds only photos, pending uploads and backups,
    /// and several servers share it (a network folder) rather than lock it.
    public var databaseURL: String?
    /// The origin browsers use when Repbook sits behind a reverse proxy, such as `https://gym.example.com`.
    /// When set, state-changing requests must come from it, and cookies are `Secure` if it is https.
    public var publicOrigin: String?
    /// Addresses of reverse proxies whose `X-Forwarded-For` names the client; from anyone else the header is ignored.
    public var trustedProxies: [String] = []
    /// Sign-in by a reverse proxy's header (`--auth-proxy`), believed from `trustedProxies` only; nil believes no header.
    public var proxySignIn: ProxySignInConfiguration?
    /// Sign-in through an OpenID Connect provider (`--oidc-issuer`); nil offers none.
    public var oidc: OIDCConfiguration?
    /// Whether user name and password sign in (`--no-password-sign-in` switches it off when another way is configured).
    public var passwordSignIn = true
    /// Makes the server's log handler; nil logs to standard error as the process's logging system does. Tests read the log through it.
    public var logHandler: (@Sendable (String) -> any LogHandler)?
    /// How sign-in attempts are throttled.
    public var signInThrottle = LoginThrottle.Policy()
    /// bcrypt's work factor; tests lower it to stay fast.
    public var bcryptCost: UInt8
    public var logLevel: Logger.Level
    /// Called with the bound port once the server listens (useful with port 0).
    public var onServerRunning: (@Sendable (Int) async -> Void)?
    /// The largest progress photo accepted, in bytes; a larger upload is refused with 413.
    public var photoByteLimit = ProgressPhotoService.defaultByteLimit
    /// The largest weight CSV and Apple Health export the importers accept.
    public var uploadLimits = UploadLimits()
    /// How many files and bytes each user's pending uploads may take, and how long they wait.
    public var uploadQuota = UploadQuota()
    /// Where untrusted uploads are parsed: a child process of the `repbook` executable under limits (tests point it at
    /// the built `repbook`, which `ParserExecutable.running` finds beside the test binary).
    public var parser = IsolatedParser()
    /// How long a connection may sit idle (no request arriving, no answer going out) before the server closes it.
    public var idleTimeout: Duration = .seconds(30)
    /// Scheduled backups (folder, interval, how many kept); nil schedules none, and the owner's page lists `<data>/backups`.
    public var backupPolicy: BackupPolicy?
    /// The bearer token `/metrics` requires; nil serves it only to clients on loopback that came through no proxy.
    public var metricsToken: String?

    public init(
        host: String = "127.0.0.1", port: Int = 8080, dataDirectory: String, publicOrigin: String? = nil,
        bcryptCost: UInt8 = 12, logLevel: Logger.Level = .info, onServerRunning: (@Sendable (Int) async -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.publicOrigin = publicOrigin.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.bcryptCost = bcryptCost
        self.logLevel = logLevel
        self.onServerRunning = onServerRunning
    }

    /// Whether cookies must carry the `Secure` attribute.
    var usesSecureCookies: Bool { publicOrigin?.hasPrefix("https://") ?? false }

    /// The ways the sign-in page offers.
    var signInChoices: SignInChoices { SignInChoices(providerName: oidc?.providerName, passwordSignIn: passwordSignIn) }

    /// The URL to print for people to open.
    public var displayURL: String { publicOrigin ?? "http://\(host):\(port)" }
}
