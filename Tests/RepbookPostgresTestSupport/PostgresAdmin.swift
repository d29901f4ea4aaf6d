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

    /// Runs `body` with the URL of a new, empty database on the cluster `cluster` names (`<prefix><random>`, UTF-8 from
    /// `template0`), and drops it afterwards, also when `body` throws.
    public static func withDatabase<T>(on cluster: String, prefix: String, _ body: (String) async throws -> T) async throws -> T {
        let name = prefix + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await run("CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8'", url: cluster)
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

    /// Runs one statement on the database `url` names.
    public static func run(_ sql: String, url: String) async throws {
        let components = try components(of: url)
        guard let host = components.host, let user = components.user else { throw UnusableURL(description: "No host or user in \(url)") }
        let configuration = PostgresConnection.Configuration(
            host: host, port: components.port ?? 5432, username: user, password: components.password,
            database: String(components.path.dropFirst()), tls: .disable)
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
