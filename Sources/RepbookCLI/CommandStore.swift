import Foundation
import Logging
import RepbookCore
import RepbookPostgres
import RepbookServer

/// Opens the store a command's `--data-dir` and `--database` name (as `repbook serve` would, through `StoreLocation`)
/// for one command, and closes it after; a database that cannot be opened is a failure that never shows its password.
enum CommandStore {
    /// Where the options say the data is.
    static func location(_ data: DataDirectoryOption, _ database: DatabaseOption) -> StoreLocation {
        StoreLocation(dataDirectory: data.resolved, databaseURL: database.resolved)
    }

    /// Runs `body` with the store `location` names, then closes it (also when `body` throws).
    static func with<T>(_ location: StoreLocation, _ body: (any RepbookStore) async throws -> T) async throws -> T {
        let opened = try await open(location)
        do {
            let result = try await body(opened.store)
            await opened.close()
            return result
        } catch {
            await opened.close()
            throw error
        }
    }

    /// Opens the store `location` names with a small pool (a command runs one thing at a time).
    static func open(_ location: StoreLocation) async throws -> StoreLocation.Opened {
        do {
            // postgres-nio's own log lines (a refused connection, retried) would repeat what the failure says.
            var logger = Logger(label: "repbook.store")
            logger.logLevel = .critical
            // One plain connection first: a wrong host, user or database fails at once with its reason, where the pool
            // would retry for a minute.
            if let url = location.databaseURL { try await PostgresStore.probe(url: url, logger: logger) }
            return try await location.open(maximumConnections: 2, logger: logger)
        } catch let refusal as PostgresURLError {
            throw CommandFailure(description: refusal.message)
        } catch let refusal as PostgresConnectError {
            throw CommandFailure(description: location.masking(refusal.message))
        } catch let refusal as NewerPostgresSchemaError {
            throw CommandFailure(description: refusal.description)
        }
    }
}
