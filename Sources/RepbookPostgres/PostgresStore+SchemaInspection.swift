import Foundation
import Logging
import PostgresNIO

/// Where a PostgreSQL database's schema stands against this binary's migrations, read without changing anything.
public struct PostgresSchemaState: Sendable {
    /// The server's `version()`.
    public let serverVersion: String
    /// The migrations applied, in order (none on a database no Repbook has opened yet).
    public let applied: [String]
    /// This binary's migrations the database lacks, in order.
    public var pending: [String] { PostgresMigrations.all.map(\.name).filter { !applied.contains($0) } }
    /// Applied migrations this binary does not know: a newer Repbook migrated the database.
    public var unknown: [String] {
        let known = Set(PostgresMigrations.all.map(\.name))
        return applied.filter { !known.contains($0) }
    }
}

extension PostgresStore {
    /// Opens one plain connection to `url` and closes it again: a failure comes at once with the server's or the
    /// network's reason (the pool of `connect` keeps retrying a database it cannot reach for a minute before it gives up).
    public static func probe(url: String, logger: Logger = Logger(label: "repbook.postgres")) async throws {
        try await withConnection(url: url, logger: logger) { _ in }
    }

    /// Reads the server's version and the applied migrations over one plain connection, without migrating or writing
    /// anything (what `repbook doctor` needs beside running servers).
    public static func inspectSchema(url: String, logger: Logger = Logger(label: "repbook.postgres")) async throws -> PostgresSchemaState {
        try await withConnection(url: url, logger: logger) { connection in
            let version = try await connection.first("SELECT version()", logger: logger) { try $0.decode(String.self) } ?? ""
            let hasTable = try await connection.first(
                "SELECT to_regclass('repbook_migration') IS NOT NULL", logger: logger) { try $0.decode(Bool.self) } ?? false
            let applied = hasTable ? try await PostgresMigrations.applied(connection, logger: logger) : []
            return PostgresSchemaState(serverVersion: version, applied: applied)
        }
    }

    /// Runs `body` on one plain connection to `url`, closed after; a connection or query failure is a
    /// `PostgresConnectError` naming host, port and database with the reason.
    private static func withConnection<T>(
        url: String, logger: Logger, _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        let pool = try PostgresURL.configuration(url)
        let target = "\(pool.database ?? "") at \(pool.host ?? ""):\(pool.port ?? 5432)"
        do {
            let configuration = try PostgresURL.connectionConfiguration(url)
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            do {
                let result = try await body(connection)
                try? await connection.close()
                return result
            } catch {
                try? await connection.close()
                throw error
            }
        } catch {
            throw PostgresConnectError(message: "Could not open the PostgreSQL database \(target): \(Self.failureReason(error))")
        }
    }
}
