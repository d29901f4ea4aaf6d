import Foundation
import Logging
import PostgresNIO
@testable import RepbookCLI
import RepbookCore
import RepbookServer
import Testing

/// The engine a command runs on in a test: SQLite in a temporary data folder, or a fresh PostgreSQL database of its own on
/// the cluster `REPBOOK_TEST_POSTGRES_URL` names (which `scripts/test` starts), with a temporary data folder for photos.
enum CLIEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }
}

/// One test's database on one engine: where it is (`location`), the flags naming it on a command line, and stores opened on
/// it (closed, and a PostgreSQL database dropped, when the test's body ends).
final class CLITestDatabase: @unchecked Sendable {
    let location: StoreLocation
    private var opened: [StoreLocation.Opened] = []
    private let lock = NSLock()

    private init(location: StoreLocation) {
        self.location = location
    }

    /// `--data-dir DIR`, and `--database URL` on PostgreSQL.
    var arguments: [String] {
        ["--data-dir", location.dataDirectory] + (location.databaseURL.map { ["--database", $0] } ?? [])
    }

    /// A store on the database, as a test's own view of what the command wrote.
    func open() async throws -> any RepbookStore {
        let store = try await location.open(maximumConnections: 2)
        lock.withLock { opened.append(store) }
        return store.store
    }

    /// Runs `body` with a new database of `engine`; on PostgreSQL without `REPBOOK_TEST_POSTGRES_URL`, says so and cancels.
    static func with(_ engine: CLIEngine, _ body: (CLITestDatabase) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard engine == .postgres else {
            return try await body(CLITestDatabase(location: .sqlite(folder)))
        }
        guard let cluster = clusterURL else {
            print("PostgreSQL run skipped: REPBOOK_TEST_POSTGRES_URL is unset (scripts/test starts a throwaway cluster and sets it).")
            try Test.cancel("REPBOOK_TEST_POSTGRES_URL is unset")
        }
        let name = "repbook_c_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await admin("CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8'", url: cluster)
        var components = try #require(URLComponents(string: cluster))
        components.path = "/" + name
        components.queryItems = [URLQueryItem(name: "sslmode", value: "disable")]
        let database = CLITestDatabase(location: StoreLocation(dataDirectory: folder, databaseURL: components.string))
        do {
            try await body(database)
        } catch {
            await database.closeAll()
            try? await admin("DROP DATABASE \(name) WITH (FORCE)", url: cluster)
            throw error
        }
        await database.closeAll()
        try await admin("DROP DATABASE \(name) WITH (FORCE)", url: cluster)
    }

    /// The test cluster's URL, nil when unset.
    static var clusterURL: String? {
        ProcessInfo.processInfo.environment["REPBOOK_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private func closeAll() async {
        for store in lock.withLock({ opened }) { await store.close() }
    }

    /// Runs one statement on the database `url` names, over a plain connection.
    private static func admin(_ sql: String, url: String) async throws {
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

extension StoreLocation {
    /// The SQLite file of the data folder `dataDirectory`.
    static func sqlite(_ dataDirectory: String) -> StoreLocation {
        StoreLocation(dataDirectory: dataDirectory, databaseURL: nil)
    }
}
