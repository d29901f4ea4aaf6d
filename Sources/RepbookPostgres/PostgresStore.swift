import Foundation
import Logging
import PostgresNIO
import RepbookCore
import RepbookStorage

/// The store for many Repbook servers on one PostgreSQL database: a pool of connections (`PostgresPool`: postgres-nio's
/// `PostgresClient` watched by a heartbeat), migrated on connect. It implements every storage
/// protocol (one `PostgresStore+<Area>.swift` each), so it is a whole `RepbookStore`, as the SQLite store is.
public final class PostgresStore: Sendable {
    let pool: PostgresPool
    let logger: Logger
    /// The names its pool's connections prepare the shared intents' statements under.
    let statementNames: PostgresStatementNames
    /// Told each write transaction's duration in nanoseconds (waiting for a pooled connection included), for metrics.
    let onWrite: (@Sendable (Int64) -> Void)?

    /// Connects to `url` (`postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`), waits
    /// until the database answers (at most `startWindow` while the server cannot be reached; a refusal at once) and
    /// applies the migrations it lacks; refuses a database a newer Repbook migrated.
    /// Call `close()` when done: it ends the pool's connections.
    public static func connect(
        url: String, maximumConnections: Int = 20, startWindow: Duration = .seconds(10),
        logger: Logger = Logger(label: "repbook.postgres")
    ) async throws -> PostgresStore {
        var configuration = try PostgresURL.configuration(url)
        configuration.options.maximumConnections = maximumConnections
        // Names the store's backends in pg_stat_activity, so an operator sees (and can end) Repbook's connections.
        configuration.options.additionalStartupParameters.append(("application_name", applicationName))
        var probe = try PostgresURL.connectionConfiguration(url, connectTimeout: .seconds(5))
        probe.options.additionalStartupParameters = configuration.options.additionalStartupParameters
        let target = "\(configuration.database ?? "") at \(configuration.host ?? ""):\(configuration.port ?? 5432)"
        do {
            try await PostgresStartupProbe.waitUntilAnswered(probe, within: startWindow, logger: logger)
        } catch let unanswered as PostgresStartupProbe.Unanswered {
            throw PostgresConnectError(
                message: "Could not open the PostgreSQL database \(target): it cannot be reached (\(unanswered.cause)), "
                    + "tried for \(unanswered.window.components.seconds) s")
        } catch {
            throw PostgresConnectError(message: "Could not open the PostgreSQL database \(target): \(failureReason(error))")
        }
        let store = PostgresStore(pool: PostgresPool(configuration: configuration, probe: probe, logger: logger), logger: logger)
        do {
            try await PostgresMigrations.migrate(store)
            store.pool.startHeartbeat()
        } catch let error as NewerPostgresSchemaError {
            await store.close()
            throw error
        } catch {
            await store.close()
            throw PostgresConnectError(
                message: "Could not open the PostgreSQL database \(target): \((error as? DomainError)?.message ?? String(reflecting: error))")
        }
        return store
    }

    private init(pool: PostgresPool, logger: Logger) {
        self.pool = pool
        self.logger = logger
        statementNames = PostgresStatementNames()
        onWrite = nil
    }

    private init(sharing store: PostgresStore, onWrite: @escaping @Sendable (Int64) -> Void) {
        pool = store.pool
        logger = store.logger
        statementNames = store.statementNames
        self.onWrite = onWrite
    }

    /// This store (the same pool: closing either closes both) with every write transaction's duration (nanoseconds)
    /// told to `record`, as `SQLiteStore.observingWrites` does.
    public func observingWrites(_ record: @escaping @Sendable (Int64) -> Void) -> PostgresStore {
        PostgresStore(sharing: self, onWrite: record)
    }

    /// Ends the pool and its heartbeat: closes its connections and waits until its run task has returned.
    public func close() async {
        await pool.close()
    }

    /// The `application_name` every connection of the store gives PostgreSQL.
    public static let applicationName = "repbook"

    /// The server's `version()`, one row read over one pooled connection (the round trip the benchmark compares with).
    public func serverVersion() async throws -> String {
        try await single { connection in
            try await connection.first("SELECT version()", logger: logger) { try $0.decode(String.self) } ?? ""
        }
    }

    /// The database's size on disk, `pg_database_size(current_database())`: one cheap catalog read.
    public func databaseSize() async throws -> Int64 {
        try await single { connection in
            try await connection.first("SELECT pg_database_size(current_database())", logger: logger) { try $0.decode(Int64.self) } ?? 0
        }
    }

    /// The names of the migrations applied, in order.
    public func appliedMigrations() async throws -> [String] {
        try await single { connection in try await PostgresMigrations.applied(connection, logger: self.logger) }
    }
}

/// The database could not be reached or migrated, with the server's or the pool's reason.
public struct PostgresConnectError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Every storage protocol, the one `repbook serve --database` serves from.
extension PostgresStore: RepbookStore {}
