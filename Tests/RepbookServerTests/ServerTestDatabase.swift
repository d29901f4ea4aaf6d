import Foundation
import Logging
import PostgresNIO
import RepbookServer
import Testing

/// The engine the end-to-end server tests run on: SQLite in each test's data folder, unless
/// `REPBOOK_TEST_SERVER_ENGINE=postgres`, which runs each `TestServer` on a fresh database of its own on the cluster
/// `REPBOOK_TEST_POSTGRES_URL` names (created before the server starts, dropped after it stops).
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
        let name = "repbook_s_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await run("CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8'", url: cluster)
        var components = try #require(URLComponents(string: cluster))
        components.path = "/" + name
        components.queryItems = [URLQueryItem(name: "sslmode", value: "disable")]
        configuration.databaseURL = components.string
        do {
            try await body(configuration)
        } catch {
            try? await run("DROP DATABASE \(name) WITH (FORCE)", url: cluster)
            throw error
        }
        try await run("DROP DATABASE \(name) WITH (FORCE)", url: cluster)
    }

    /// Runs one statement on the database `url` names, over a plain connection.
    private static func run(_ sql: String, url: String) async throws {
        let components = try #require(URLComponents(string: url))
        let configuration = PostgresConnection.Configuration(
            host: try #require(components.host), port: components.port ?? 5432, username: try #require(components.user),
            password: components.password, database: String(components.path.dropFirst()), tls: .disable)
        let logger = Logger(label: "repbook.test.admin")
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}
