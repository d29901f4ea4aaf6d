import Foundation
import PostgresNIO

/// Reads a `postgres://` (or `postgresql://`) URL into the pool's configuration, naming what is wrong.
enum PostgresURL {
    /// The configuration `text` describes: user (and password), host, port (default 5432), database, and `sslmode`
    /// (`disable`, `prefer` the default, or `require`).
    static func configuration(_ text: String) throws -> PostgresClient.Configuration {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
              ["postgres", "postgresql"].contains(scheme.lowercased())
        else { throw PostgresURLError(message: "The database URL must look like postgres://user@host:5432/database.") }
        guard let host = components.host, !host.isEmpty else { throw PostgresURLError(message: "The database URL names no host.") }
        guard let user = components.user, !user.isEmpty else { throw PostgresURLError(message: "The database URL names no user.") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty else { throw PostgresURLError(message: "The database URL names no database.") }
        let mode = components.queryItems?.first { $0.name == "sslmode" }?.value ?? "prefer"
        let tls: PostgresClient.Configuration.TLS
        switch mode {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        default: throw PostgresURLError(message: "The database URL's sslmode must be disable, prefer or require, not \"\(mode)\".")
        }
        return PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user.removingPercentEncoding ?? user,
            password: components.password?.removingPercentEncoding, database: database.removingPercentEncoding ?? database, tls: tls)
    }

    /// The configuration of one plain connection (outside the pool) to the database `text` names, with the same
    /// `sslmode`, and `connectTimeout` for making it.
    static func connectionConfiguration(_ text: String, connectTimeout: Duration = .seconds(10)) throws -> PostgresConnection.Configuration {
        let pool = try configuration(text)
        let mode = URLComponents(string: text)?.queryItems?.first { $0.name == "sslmode" }?.value ?? "prefer"
        let tls: PostgresConnection.Configuration.TLS = switch mode {
        case "disable": .disable
        case "require": .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        default: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        var connection = PostgresConnection.Configuration(
            host: pool.host ?? "", port: pool.port ?? 5432, username: pool.username, password: pool.password, database: pool.database,
            tls: tls)
        connection.options.connectTimeout = TimeAmount(connectTimeout)
        connection.options.additionalStartupParameters = pool.options.additionalStartupParameters
        return connection
    }
}

/// A database URL that cannot be used, with what is wrong.
public struct PostgresURLError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
