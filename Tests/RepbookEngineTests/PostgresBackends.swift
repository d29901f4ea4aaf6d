import Foundation
import Logging
import PostgresNIO
import Testing

/// The server side of a test database's connections, seen and ended over a connection of the test's own, as a failing
/// network, a restarting server or an administrator would end them.
enum PostgresBackends {
    private static let logger = Logger(label: "repbook.test.backends")

    /// Ends (`pg_terminate_backend`, waiting up to 5 s for each to exit) every backend of `url`'s database that
    /// `condition` (SQL over `pg_stat_activity`) selects, other than this one; answers how many.
    static func terminate(where condition: String, url: String) async throws -> Int {
        try await integer(
            "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid, 5000))::int FROM pg_stat_activity "
                + "WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND (\(condition))",
            url: url)
    }

    /// Ends the backend holding `mode` on `table` (granted), the one a copy or an intent under that lock runs on.
    static func terminateHolder(of table: String, mode: String, url: String) async throws -> Int {
        try await terminate(
            where: "pid IN (SELECT pid FROM pg_locks WHERE relation = '\(table)'::regclass AND mode = '\(mode)' AND granted)", url: url)
    }

    /// The client backends of `url`'s database other than this one.
    static func count(url: String) async throws -> Int {
        try await integer(
            "SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
                + "AND backend_type = 'client backend'",
            url: url)
    }

    /// Waits (up to 20 s) until a backend of `url`'s database waits for a lock while running a statement that starts
    /// with `prefix`; answers its pid.
    static func waitForLockWait(queryPrefix prefix: String, url: String) async throws -> Int {
        try await waitForBackend(where: "wait_event_type = 'Lock'", queryPrefix: prefix, url: url)
    }

    /// Waits (up to 20 s) until a backend of `url`'s database runs a statement that starts with `prefix`; answers its pid.
    static func waitForQuery(startingWith prefix: String, url: String) async throws -> Int {
        try await waitForBackend(where: "state = 'active'", queryPrefix: prefix, url: url)
    }

    private static func waitForBackend(where condition: String, queryPrefix prefix: String, url: String) async throws -> Int {
        for _ in 0..<400 {
            let pid = try await integer(
                "SELECT coalesce(min(pid), 0)::int FROM pg_stat_activity WHERE datname = current_database() "
                    + "AND \(condition) AND starts_with(query, $$\(prefix)$$)",
                url: url)
            if pid != 0 { return pid }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("no backend matched \(condition) running \(prefix)…")
        return 0
    }

    /// The integer one query answers, over a plain connection of its own.
    static func integer(_ sql: String, url: String) async throws -> Int {
        try await withConnection(url: url) { connection in
            var value = 0
            for try await row in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger) { value = try row.decode(Int.self) }
            return value
        }
    }

    /// Runs `body` on a plain connection to `url`'s database (not a pool), closed afterwards.
    static func withConnection<T>(url: String, _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let connection = try await connect(url: url)
        do {
            let value = try await body(connection)
            try await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

extension PostgresBackends {
    /// A plain connection to `url`'s database (not a pool); the caller closes it.
    static func connect(url: String, id: Int = 99) async throws -> PostgresConnection {
        let components = try #require(URLComponents(string: url))
        let configuration = PostgresConnection.Configuration(
            host: try #require(components.host), port: components.port ?? 5432, username: try #require(components.user),
            password: components.password, database: String(components.path.dropFirst()), tls: .disable)
        return try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
    }
}

/// A bound on how long a call may take before the test calls it a hang: the call runs in a task of its own, and the
/// test goes on (failing) when the time is up, instead of hanging with it.
enum Deadline {
    /// The call did not return in time.
    struct Passed: Error, CustomStringConvertible {
        let description: String
    }

    /// `body`'s value, or `Passed` naming `what` when it has not returned within `seconds`.
    static func within<T: Sendable>(seconds: Int, _ what: String, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let gate = Gate<T>()
        return try await withCheckedThrowingContinuation { continuation in
            gate.set(continuation)
            Task {
                do { gate.resume(.success(try await body())) } catch { gate.resume(.failure(error)) }
            }
            Task {
                try? await Task.sleep(for: .seconds(seconds))
                gate.resume(.failure(Passed(description: "\(what) did not return within \(seconds) s: it hangs")))
            }
        }
    }

    /// Resumes one continuation once, with whichever result comes first.
    private final class Gate<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, any Error>?
        private var early: Result<T, any Error>?

        func set(_ continuation: CheckedContinuation<T, any Error>) {
            lock.lock()
            if let early {
                lock.unlock()
                continuation.resume(with: early)
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        func resume(_ result: Result<T, any Error>) {
            lock.lock()
            guard let continuation else {
                if early == nil { early = result }
                lock.unlock()
                return
            }
            self.continuation = nil
            early = nil
            lock.unlock()
            continuation.resume(with: result)
        }
    }
}
