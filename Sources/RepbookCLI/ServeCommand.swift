import ArgumentParser
import Foundation
import Hummingbird
import Logging
import RepbookBuildInfo
import RepbookCore
import RepbookFormats
import RepbookServer

/// `repbook serve`: runs the web app and the JSON API.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Run the Repbook server.")

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on.")
    var port = 8080

    @OptionGroup
    var data: DataDirectoryOption

    /// The PostgreSQL database to serve, which several servers may share.
    @OptionGroup
    var database: DatabaseOption

    @Option(name: .customLong("public-origin"), help: "The origin people use behind a reverse proxy, such as https://gym.example.com.")
    var publicOrigin: String?

    @Option(
        name: .customLong("trusted-proxy"),
        help: "The address of a reverse proxy whose X-Forwarded-For names the client (repeatable); from others the header is ignored.")
    var trustedProxies: [String] = []

    @OptionGroup
    var proxySignIn: ProxySignInOptions

    @OptionGroup
    var oidc: OIDCOptions

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(name: .customLong("backup-every"), help: "Hours between scheduled backups of the database; 0 turns them off.")
    var backupEvery = BackupPolicy.defaultIntervalHours

    @Option(name: .customLong("backup-keep"), help: "How many scheduled backups to keep (the newest).")
    var backupKeep = BackupPolicy.defaultKeep

    @Option(name: .customLong("backup-dir"), help: "Folder of the scheduled backups (default: <data>/backups).")
    var backupDirectory: String?

    @Option(
        name: .customLong("metrics-token"),
        help: "Serve /metrics to scrapers sending this bearer token (or set REPBOOK_METRICS_TOKEN; default: loopback clients only).")
    var metricsToken: String?

    @Option(
        name: .customLong("parser-children"),
        help: "How many uploaded files are read at once (each in a child process of up to 2 GB); more wait up to 10 s, then get 503.")
    var parserChildren = ParserChildGate.defaultLimit

    @OptionGroup
    var testBcryptCost: TestBcryptCostOption

    func run() async throws {
        guard parserChildren >= 1 else { throw ValidationError("--parser-children must be at least 1.") }
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("Unknown log level \"\(logLevel)\".")
        }
        var configuration = ServerConfiguration(
            host: host, port: port, dataDirectory: data.resolved, publicOrigin: publicOrigin, bcryptCost: try testBcryptCost.announcedCost(),
            logLevel: level)
        configuration.trustedProxies = trustedProxies
        let environment = ProcessInfo.processInfo.environment
        configuration.proxySignIn = try proxySignIn.configuration(trustedProxies: trustedProxies, environment: environment)
        configuration.oidc = try oidc.configuration(environment: environment)
        configuration.passwordSignIn = try oidc.passwordSignIn(
            environment: environment, otherWayConfigured: configuration.oidc != nil || configuration.proxySignIn != nil)
        configuration.backupPolicy = try backupPolicy(dataDirectory: configuration.dataDirectory)
        configuration.metricsToken = metricsToken ?? ProcessInfo.processInfo.environment["REPBOOK_METRICS_TOKEN"]
        configuration.databaseURL = database.resolved
        configuration.parser.gate = ParserChildGate(limit: parserChildren)
        // SQLite: takes the data folder's lock, then (a newer binary) backs the database up and migrates it, saying so in
        // the log. PostgreSQL: connects and applies the pending migrations.
        let app = try await buildApplication(configuration)
        let needsOwner = try await userCount(configuration) == 0
        var banner = "Repbook \(RepbookCommand.version) (commit \(BuildInfo.commit)) is serving \(configuration.displayURL)\n"
        if configuration.databaseURL != nil {
            banner += "Database: PostgreSQL (\(Self.hostAndDatabase(configuration.databaseURL ?? ""))); photos, uploads and backups: "
                + "\(configuration.dataDirectory)\n"
        } else {
            banner += "Data: \(configuration.dataDirectory)/\(DataDirectory.databaseFileName)\n"
        }
        if needsOwner {
            banner += "No account yet: open \(configuration.displayURL)/setup to create the owner, or run `repbook user add NAME`.\n"
        }
        FileHandle.standardOutput.write(Data(banner.utf8))
        try await app.runService()
    }

    /// `host:port/database` of a database URL, for the banner (never its user or password).
    static func hostAndDatabase(_ url: String) -> String {
        guard let components = URLComponents(string: url) else { return "?" }
        return "\(components.host ?? "?"):\(components.port ?? 5432)\(components.path)"
    }

    /// How many accounts the served database holds (a second, short-lived connection on PostgreSQL).
    private func userCount(_ configuration: ServerConfiguration) async throws -> Int {
        let location = StoreLocation(dataDirectory: configuration.dataDirectory, databaseURL: configuration.databaseURL)
        return try await CommandStore.with(location) { try await $0.userCount() }
    }

    /// The scheduled backups the flags ask for.
    private func backupPolicy(dataDirectory: String) throws -> BackupPolicy {
        do {
            return try BackupPolicy(
                directory: backupDirectory ?? BackupPolicy.defaultDirectory(dataDirectory: dataDirectory), interval: backupEvery * 3600,
                keep: backupKeep)
        } catch let error as DomainError {
            throw ValidationError(error.englishMessage)
        }
    }
}
