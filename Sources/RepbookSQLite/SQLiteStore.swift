import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The embedded default store: one SQLite file, WAL mode, foreign keys on, migrated on open.
public struct SQLiteStore: RepbookStore {
    var writer: StoreDatabase

    /// Opens (creating if needed) the database file at `path` and migrates it; refuses a database a newer Repbook migrated.
    public static func open(path: String) throws -> SQLiteStore {
        let pool = try DatabasePool(path: path, configuration: configuration)
        return try SQLiteStore(migrating: pool, path: path)
    }

    /// Opens the database in a data folder, creating the folder first. When a newer binary finds an existing database
    /// with migrations to apply, it first copies the database into `backupDirectory` (default `<data>/backups`) and
    /// says so through `log`, then migrates and says that too; a database a newer Repbook migrated is refused.
    public static func open(
        dataDirectory: String, backupDirectory: String? = nil, now: Date = Date(),
        log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) throws -> SQLiteStore {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let path = dataDirectory + "/" + DataDirectory.databaseFileName
        let pool = try DatabasePool(path: path, configuration: configuration)
        let state = try pool.read(SchemaState.read)
        guard state.unknown.isEmpty else { throw NewerSchemaError(path: path, unknown: state.unknown) }
        guard state.isUpgrade else { return try SQLiteStore(migrating: pool, path: path) }
        let folder = backupDirectory ?? BackupPolicy.defaultDirectory(dataDirectory: dataDirectory)
        let started = Date()
        let backup = try UpgradeBackup.take(of: pool, into: folder, now: now)
        log("Upgrading the database from \(state.current) with \(state.pending.count) migration(s): \(state.pending.joined(separator: ", ")). "
            + "Backed up first to \(backup.path) (\(backup.bytes) bytes, \(milliseconds(since: started)) ms).")
        let migrating = Date()
        let store = try SQLiteStore(migrating: pool, path: path)
        log("Database upgraded to \(state.pending.last ?? state.current) in \(milliseconds(since: migrating)) ms.")
        return store
    }

    private static func milliseconds(since start: Date) -> Int {
        Int((Date().timeIntervalSince(start) * 1000).rounded())
    }

    /// A private in-memory database, for tests and tools.
    public static func inMemory() throws -> SQLiteStore {
        try SQLiteStore(migrating: DatabaseQueue(configuration: configuration), path: ":memory:")
    }

    private init(migrating writer: any DatabaseWriter, path: String) throws {
        let state = try writer.read(SchemaState.read)
        guard state.unknown.isEmpty else { throw NewerSchemaError(path: path, unknown: state.unknown) }
        try SchemaMigrations.migrator.migrate(writer)
        self.writer = StoreDatabase(base: writer, credentials: try Self.credentialsConnection(beside: writer, path: path))
    }

    /// A read-only connection to the pool's file, for `StoreDatabase.readCredential`; nil for an in-memory database.
    private static func credentialsConnection(beside writer: any DatabaseWriter, path: String) throws -> DatabaseQueue? {
        guard writer is DatabasePool else { return nil }
        var readOnly = configuration
        readOnly.readonly = true
        return try DatabaseQueue(path: path, configuration: readOnly)
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

    /// This store with every write transaction's duration (nanoseconds) told to `record`.
    public func observingWrites(_ record: @escaping @Sendable (Int64) -> Void) -> SQLiteStore {
        var copy = self
        copy.writer.onWrite = record
        return copy
    }

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
