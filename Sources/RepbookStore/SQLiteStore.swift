import Foundation
import GRDB
import RepbookCore

/// The embedded default store: one SQLite file, WAL mode, foreign keys on, migrated on open.
public struct SQLiteStore: RepbookStore {
    let writer: any DatabaseWriter

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
        self.writer = writer
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        return configuration
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
