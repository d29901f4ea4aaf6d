import GRDB

/// Where a database's schema stands against the migrations this binary knows: applied, still to apply, and applied
/// ones unknown here (written by a newer Repbook).
public struct SchemaState: Sendable, Equatable {
    /// Migrations recorded in the database, in the order they were applied.
    public let applied: [String]
    /// Known migrations not applied yet, in the order they will run.
    public let pending: [String]
    /// Applied migrations this binary does not know.
    public let unknown: [String]

    /// The state of `db` (a database without a migrations table has applied nothing).
    static func read(_ db: Database) throws -> SchemaState {
        let known = SchemaMigrations.migrator.migrations
        let applied = try db.tableExists("grdb_migrations")
            ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") : []
        let appliedSet = Set(applied)
        return SchemaState(
            applied: applied, pending: known.filter { !appliedSet.contains($0) },
            unknown: applied.filter { !known.contains($0) })
    }

    /// The state of the database file at `path`, read without changing it.
    public static func read(path: String) throws -> SchemaState {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read(read)
    }

    /// Whether this is an existing Repbook database that a newer binary is about to migrate.
    public var isUpgrade: Bool { !applied.isEmpty && !pending.isEmpty }

    /// The latest migration applied, the schema's name in messages.
    public var current: String { applied.last ?? "an empty database" }
}

/// The database was migrated by a newer Repbook than this binary: starting would risk misreading it, so nothing opens it.
public struct NewerSchemaError: Error, CustomStringConvertible {
    /// The database file.
    public let path: String
    /// The migrations it has that this binary does not know.
    public let unknown: [String]

    public var description: String {
        "\(path) was upgraded by a newer Repbook: its schema has \(unknown.joined(separator: ", ")), which this binary "
            + "does not know. Run the newer repbook binary again, or restore the backup taken before that upgrade "
            + "(repbook restore FILE, from the backups folder) to go back to this version."
    }
}
