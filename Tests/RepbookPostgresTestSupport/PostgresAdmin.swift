import Foundation
import Logging
import PostgresNIO

/// Creates and drops the tests' throwaway databases on a PostgreSQL cluster over one plain connection: the store tests on
/// both engines (`RepbookEngineTests`) and the server tests on PostgreSQL (`RepbookServerTests`) use it.
public enum PostgresAdmin {
    /// A URL the admin cannot connect with (no host or user).
    public struct UnusableURL: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `body` with the URL of a new database on the cluster `cluster` names (`<prefix><random>`, UTF-8, a copy of
    /// `template`: by default `template0`, empty), and drops it afterwards, also when `body` throws.
    public static func withDatabase<T>(
        on cluster: String, prefix: String, template: String = "template0", _ body: (String) async throws -> T
    ) async throws -> T {
        let name = prefix + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await run("CREATE DATABASE \(name) TEMPLATE \(template) ENCODING 'UTF8'", url: cluster)
        let result: T
        do {
            result = try await body(try url(cluster, database: name))
        } catch {
            try? await run("DROP DATABASE \(name) WITH (FORCE)", url: cluster)
            throw error
        }
        try await run("DROP DATABASE \(name) WITH (FORCE)", url: cluster)
        return result
    }

    /// Runs `body` with the URL of a new database holding the store's whole schema, copied from this process's
    /// `MigratedTemplate`, and drops it afterwards, also when `body` throws.
    public static func withMigratedDatabase<T>(on cluster: String, prefix: String, _ body: (String) async throws -> T) async throws -> T {
        let template = try await MigratedTemplate.shared.name(on: cluster)
        return try await withDatabase(on: cluster, prefix: prefix, template: template, body)
    }

    /// Runs one statement on the database `url` names.
    public static func run(_ sql: String, url: String) async throws {
        try await withConnection(url: url) { connection, logger in
            _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        }
    }

    /// The first column of each row `sql` answers on the database `url` names, as text.
    public static func names(_ sql: String, url: String) async throws -> [String] {
        try await withConnection(url: url) { connection, logger in
            var names: [String] = []
            for try await name in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger).decode(String.self) {
                names.append(name)
            }
            return names
        }
    }

    /// Runs `body` on a new connection to the database `url` names, closed afterwards.
    private static func withConnection<T>(
        url: String, _ body: (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        let components = try components(of: url)
        guard let host = components.host, let user = components.user else { throw UnusableURL(description: "No host or user in \(url)") }
        let configuration = PostgresConnection.Configuration(
            host: host, port: components.port ?? 5432, username: user, password: components.password,
            database: String(components.path.dropFirst()), tls: .disable)
        let logger = Logger(label: "repbook.test.admin")
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        let result: T
        do {
            result = try await body(connection, logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
        return result
    }

    /// `url` with its database replaced by `database`.
    public static func url(_ url: String, database: String) throws -> String {
        var components = try components(of: url)
        components.path = "/" + database
        components.queryItems = [URLQueryItem(name: "sslmode", value: "disable")]
        guard let string = components.string else { throw UnusableURL(description: "No URL for database \(database) of \(url)") }
        return string
    }

    private static func components(of url: String) throws -> URLComponents {
        guard let components = URLComponents(string: url) else { throw UnusableURL(description: "Not a URL: \(url)") }
        return components
    }
}
