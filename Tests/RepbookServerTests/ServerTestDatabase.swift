import Foundation
import RepbookPostgresTestSupport
import RepbookServer
import Testing

/// The engine the end-to-end server tests run on: SQLite in each test's data folder, unless
/// `REPBOOK_TEST_SERVER_ENGINE=postgres`, which runs each `TestServer` on a fresh database of its own on the cluster
/// `REPBOOK_TEST_POSTGRES_URL` names (a copy of the migrated template, created before the server starts, dropped after it
/// stops; the server's migrations find nothing to do, as on a restart).
enum ServerTestDatabase {
    /// The variable choosing the engine (`sqlite`, the default, or `postgres`).
    static let engineVariable = "REPBOOK_TEST_SERVER_ENGINE"

    /// Whether this run serves from PostgreSQL.
    static var isPostgres: Bool { ProcessInfo.processInfo.environment[engineVariable] == "postgres" }

    /// Runs `body` with `configuration`, on PostgreSQL given a new database of its own that is dropped afterwards (also
    /// when `body` throws). Asked for PostgreSQL without `REPBOOK_TEST_POSTGRES_URL`, fails naming the variable.
    static func with(
        _ configuration: inout ServerConfiguration, _ body: (ServerConfiguration) async throws -> Void
    ) async throws {
        guard isPostgres, configuration.databaseURL == nil else { return try await body(configuration) }
        guard let cluster = ProcessInfo.processInfo.environment["REPBOOK_TEST_POSTGRES_URL"], !cluster.isEmpty else {
            Issue.record("\(engineVariable)=postgres needs REPBOOK_TEST_POSTGRES_URL (scripts/postgres-test-cluster start prints it).")
            return
        }
        try await PostgresAdmin.withMigratedDatabase(on: cluster, prefix: "repbook_s_") { url in
            configuration.databaseURL = url
            try await body(configuration)
        }
    }
}
