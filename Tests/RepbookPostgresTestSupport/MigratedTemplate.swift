import Foundation
import Logging
import PostgresNIO
import RepbookPostgres

/// One database per test process and cluster, migrated once by the store's own migrations, that the tests' databases are
/// copied from (`CREATE DATABASE … TEMPLATE`) instead of each one migrating an empty database: a copy is a file copy on
/// the server, the fourteen migrations are hundreds of statements.
public actor MigratedTemplate {
    /// The template of this test process.
    public static let shared = MigratedTemplate()

    private var made: [String: Task<String, any Error>] = [:]

    /// The name of the migrated template on the cluster `cluster` names, made on first use (and again after a failure).
    public func name(on cluster: String) async throws -> String {
        if let making = made[cluster] { return try await making.value }
        let making = Task { try await Self.make(on: cluster) }
        made[cluster] = making
        do {
            return try await making.value
        } catch {
            made[cluster] = nil
            throw error
        }
    }

    /// The prefix of every template's name; the creating process's id follows it.
    static let prefix = "repbook_tpl_"

    private static func make(on cluster: String) async throws -> String {
        try await dropAbandoned(on: cluster)
        let name = prefix + "\(getpid())_" + UUID().uuidString.prefix(8).lowercased()
        try await PostgresAdmin.run("CREATE DATABASE \(name) TEMPLATE template0 ENCODING 'UTF8'", url: cluster)
        let store = try await PostgresStore.connect(url: try PostgresAdmin.url(cluster, database: name), maximumConnections: 1)
        await store.close()
        return name
    }

    /// Drops the templates of test processes that are gone (a cluster that outlives runs keeps no copies of old schemas).
    private static func dropAbandoned(on cluster: String) async throws {
        let names = try await PostgresAdmin.names("SELECT datname FROM pg_database WHERE datname LIKE '\(prefix)%'", url: cluster)
        for name in names {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "_" }), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? await PostgresAdmin.run("DROP DATABASE IF EXISTS \(name) WITH (FORCE)", url: cluster)
        }
    }
}
