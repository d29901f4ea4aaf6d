import Foundation
import Logging
import RepbookCore
import RepbookPostgres
import RepbookSQLite

/// Where an instance's database is: the SQLite file in the data folder, or the PostgreSQL database a URL names (the data
/// folder then holds only photos, pending uploads and backups). `repbook serve` (`ServerStore`) and every command that
/// opens the store open it here, so both engines are reached the same way.
public struct StoreLocation: Sendable {
    /// The data folder: the SQLite file's folder, and on both engines the photos, pending uploads and backups.
    public let dataDirectory: String
    /// The PostgreSQL database (`postgres://user[:password]@host[:port]/database`); nil is the SQLite file.
    public let databaseURL: String?

    public init(dataDirectory: String, databaseURL: String?) {
        self.dataDirectory = dataDirectory
        self.databaseURL = databaseURL
    }

    /// A store opened on one engine.
    public enum Opened: Sendable {
        case sqlite(SQLiteStore)
        case postgres(PostgresStore)

        /// The store, whichever the engine.
        public var store: any RepbookStore {
            switch self {
            case .sqlite(let store): store
            case .postgres(let store): store
            }
        }

        /// Ends PostgreSQL's pool (its connections and its task); nothing to do for SQLite.
        public func close() async {
            if case .postgres(let store) = self { await store.close() }
        }
    }

    /// Opens the store: `openSQLite` without a database URL, else `openPostgres`. Takes no lock: the server takes the data
    /// folder's lock itself before opening SQLite, and commands run beside it.
    public func open(
        backupDirectory: String? = nil, maximumConnections: Int = 20, logger: Logger = Logger(label: "repbook.store"),
        log: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) async throws -> Opened {
        guard let databaseURL else { return .sqlite(try openSQLite(backupDirectory: backupDirectory, log: log)) }
        return .postgres(try await openPostgres(url: databaseURL, maximumConnections: maximumConnections, logger: logger))
    }

    /// The SQLite file in the data folder (both created if needed); a newer binary first backs the database up into
    /// `backupDirectory` (default `<data>/backups`) and migrates it, saying both through `log`.
    public func openSQLite(
        backupDirectory: String? = nil, log: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) throws -> SQLiteStore {
        try SQLiteStore.open(dataDirectory: dataDirectory, backupDirectory: backupDirectory, log: log)
    }

    /// The PostgreSQL database `url` names, after creating the data folder (for photos, uploads and backups): connects with
    /// at most `maximumConnections` and applies the pending migrations (under an advisory lock, so servers and commands
    /// starting together migrate once).
    public func openPostgres(url: String, maximumConnections: Int = 20, logger: Logger = Logger(label: "repbook.store")) async throws -> PostgresStore
    {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        return try await PostgresStore.connect(url: url, maximumConnections: maximumConnections, logger: logger)
    }

    /// Where the data is, for people to read: the data folder, or the database URL with its password masked.
    public var displayName: String {
        databaseURL.map(Self.withoutPassword) ?? dataDirectory
    }

    /// `url` with its password, if any, replaced by `***`.
    public static func withoutPassword(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }

    /// `text` (an error's words) with every appearance of the URL's password masked, in case a library repeated it.
    public func masking(_ text: String) -> String {
        guard let databaseURL, let password = URLComponents(string: databaseURL)?.password, !password.isEmpty else { return text }
        let decoded = password.removingPercentEncoding ?? password
        return text.replacingOccurrences(of: password, with: "***").replacingOccurrences(of: decoded, with: "***")
    }
}
