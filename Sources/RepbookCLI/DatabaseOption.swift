import ArgumentParser
import Foundation

/// The `--database` option (or `REPBOOK_DATABASE_URL`) that `serve` and every command opening the store share: a
/// PostgreSQL database instead of the SQLite file in the data folder.
struct DatabaseOption: ParsableArguments {
    /// The environment variable read when the option is not given.
    static let variable = "REPBOOK_DATABASE_URL"

    @Option(
        name: .customLong("database"),
        help: """
            A PostgreSQL database, postgres://user[:password]@host[:port]/database, instead of the SQLite file in the data folder \
            (or set REPBOOK_DATABASE_URL, which keeps a password out of ps). Photos, uploads and backups stay in the data folder.
            """)
    var databaseURL: String?

    /// The URL in use: the option, else `REPBOOK_DATABASE_URL`; nil (SQLite) when neither is set or it is empty.
    var resolved: String? { Self.resolve(option: databaseURL, environment: ProcessInfo.processInfo.environment) }

    /// The option, else the variable of `environment`; nil when neither is set or the one in use is empty.
    static func resolve(option: String?, environment: [String: String]) -> String? {
        (option ?? environment[variable]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Refuses a PostgreSQL database for a command that works on the SQLite file only: `command` is what it does, and
    /// `instead` the way to get that on PostgreSQL.
    func refuse(_ command: String, instead: String) throws {
        guard resolved != nil else { return }
        let source = databaseURL == nil ? "\(Self.variable) names" : "--database names"
        throw CommandFailure(description: "\(command), but \(source) a PostgreSQL database. \(instead)")
    }
}
