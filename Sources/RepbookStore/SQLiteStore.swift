import Foundation
import GRDB
import RepbookCore

/// The embedded default store: one SQLite file, WAL mode, foreign keys on, migrated on open.
public struct SQLiteStore: RepbookStore {
    let writer: StoreDatabase

    /// Opens (creating if needed) the database file at `path` and migrates it.
    public static func open(path: String) throws -> SQLiteStore {
        let pool = try DatabasePool(path: path, configuration: configuration)
        return try SQLiteStore(migrating: pool)
    }

    /// Opens the database in a data folder, creating the folder first.
    public static func open(dataDirectory: String) throws -> SQLiteStore {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        return try open(path: dataDirectory + "/" + DataDirectory.databaseFileName)
    }

    /// A private in-memory database, for tests and tools.
    public static func inMemory() throws -> SQLiteStore {
        try SQLiteStore(migrating: DatabaseQueue(configuration: configuration))
    }

    private init(migrating writer: any DatabaseWriter) throws {
        try SchemaMigrations.migrator.migrate(writer)
        self.writer = StoreDatabase(base: writer)
    }

    /// Foreign keys, a 5 s busy timeout and the pragmas every connection gets (see `connectionPragmas`); readers sized
    /// for a small server (SQLite readers in WAL mode never block the writer).
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.maximumReaderCount = 4
        configuration.prepareDatabase { db in
            try db.execute(sql: connectionPragmas)
            SQLTrace.install(on: db)
        }
        return configuration
    }

    /// `synchronous = NORMAL` in WAL mode syncs the log at checkpoints instead of on every commit: a power loss can lose
    /// the last commits but never corrupts the file. A 16 MiB page cache per connection, memory-mapped reads (shared with
    /// the OS page cache) and temporary sort tables in memory keep reads of a long history off the disk.
    static let connectionPragmas = """
        PRAGMA synchronous = NORMAL;
        PRAGMA cache_size = -16384;
        PRAGMA mmap_size = 134217728;
        PRAGMA temp_store = MEMORY;
        """

    /// The names of the migrations applied, in order.
    public func appliedMigrations() async throws -> [String] {
        try await writer.read { db in try SchemaMigrations.migrator.appliedMigrations(db) }
    }

    /// The journal mode SQLite reports (`wal` for a file database).
    public func journalMode() async throws -> String {
        try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    /// Whether foreign keys are enforced.
    public func foreignKeysEnabled() async throws -> Bool {
        try await writer.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false }
    }
}
