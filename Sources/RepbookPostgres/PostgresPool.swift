import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// The store's connections: postgres-nio's pool (`PostgresClient`), watched by a heartbeat of its own so that an outage
/// is answered at once instead of after the pool's minute of retries, and served again within a heartbeat of the
/// database's return instead of after the pool's growing back-off.
///
/// Every `interval` the heartbeat asks the database `SELECT 1` over a connection of its own (outside the pool). When
/// that fails and a fresh connection cannot be made either, for a reason that means the server is gone (refused,
/// closed, shutting down or starting up, or no answer within `patience`; not "too many clients" or a refused
/// password), the database is down: the pool is replaced by an unused one (ending the old one fails the requests
/// waiting in it at once) and every lease is refused until the heartbeat connects again, when a fresh pool (no back-off)
/// takes over. A pool not leased from for `idleAfter` stops beating (and closes its connection) until the next lease,
/// as the pool closes its idle connections.
final class PostgresPool: Sendable {
    private struct Current {
        var client: PostgresClient
        var running: Task<Void, Never>
        /// When the heartbeat found the database gone; nil while it answers.
        var downSince: ContinuousClock.Instant?
        var closed = false
        /// The last lease, and whether the heartbeat runs (it rests while the pool is idle).
        var lastLease = ContinuousClock.now
        var beating = false
        /// Set once the database has answered (`startHeartbeat`): a store that never connected has nothing to watch.
        var watching = false
    }

    private let configuration: PostgresClient.Configuration
    private let probeConfiguration: PostgresConnection.Configuration
    private let logger: Logger
    private let current: NIOLockedValueBox<Current>
    private let heartbeat = NIOLockedValueBox<Task<Void, Never>?>(nil)
    /// How often the heartbeat asks, how long one question or connection attempt may take, and after how long without
    /// a lease it rests.
    private let interval: Duration
    private let patience: Duration
    private let idleAfter: Duration

    /// A pool over `configuration`; `probe` is a plain connection's configuration to the same database. Call
    /// `startHeartbeat()` once the database has answered (a store that never connected has nothing to watch).
    init(
        configuration: PostgresClient.Configuration, probe: PostgresConnection.Configuration, logger: Logger,
        interval: Duration = .seconds(1), patience: Duration = .seconds(5), idleAfter: Duration = .seconds(60)
    ) {
        self.configuration = configuration
        probeConfiguration = probe
        self.logger = logger
        self.interval = interval
        self.patience = patience
        self.idleAfter = idleAfter
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        current = NIOLockedValueBox(Current(client: client, running: Task { await client.run() }))
    }

    /// Runs `body` with a connection of the pool. While the database is down, throws at once: `PostgresConnectionLoss`
    /// with `unreachable`, as when the pool cannot make a connection.
    func withConnection<T>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        let (client, down, wake) = current.withLockedValue { current in
            current.lastLease = .now
            let wake = current.watching && !current.beating && !current.closed
            if wake { current.beating = true }
            return (current.client, current.downSince != nil, wake)
        }
        if wake { startBeating() }
        if down { throw Self.unreachable }
        return try await client.withConnection(body)
    }

    /// Whether the heartbeat last found the database gone.
    var isDown: Bool { current.withLockedValue { $0.downSince != nil } }

    /// Starts watching the database: the heartbeat beats from now on while the pool is used (once; a second call does
    /// nothing).
    func startHeartbeat() {
        let start = current.withLockedValue { current in
            current.watching = true
            guard !current.beating, !current.closed else { return false }
            current.beating = true
            return true
        }
        if start { startBeating() }
    }

    private func startBeating() {
        heartbeat.withLockedValue { task in
            task = Task { [self] in await beat() }
        }
    }

    /// Ends the heartbeat and the pool: closes its connections and waits until its run task has returned.
    func close() async {
        // Closed first, so no lease starts the heartbeat again after it is cancelled.
        let running = current.withLockedValue { current in
            current.closed = true
            return current.running
        }
        heartbeat.withLockedValue { $0?.cancel() }
        running.cancel()
        await running.value
    }

    private static let unreachable = PostgresConnectionLoss(
        cause: "no connection to the database server could be made", outcome: .nothingChanged, unreachable: true)

    private func beat() async {
        var connection: PostgresConnection?
        while !Task.isCancelled {
            switch await ask(&connection) {
            case .answered: markUp()
            case .gone: markDown()
            case .unsure: break
            }
            let resting = current.withLockedValue { current in
                guard current.downSince == nil, current.lastLease.duration(to: .now) > idleAfter else { return false }
                current.beating = false
                return true
            }
            if resting { break }
            try? await Task.sleep(for: interval)
        }
        try? await connection?.close()
    }

    /// What one question found.
    private enum Health {
        /// The database answered.
        case answered
        /// The server is gone: refused, closed, shutting down or starting up, or silent past `patience`.
        case gone
        /// It did not answer for another reason (too many clients, a refused password): not an outage to act on.
        case unsure
    }

    /// One question: `SELECT 1` on the heartbeat's connection, or on a fresh one when that is gone or does not answer
    /// within `patience` (an administrator may have ended it while the database serves on).
    private func ask(_ connection: inout PostgresConnection?) async -> Health {
        if let open = connection, !open.isClosed, await answers(open) { return .answered }
        if let stale = connection { try? await stale.close() }
        connection = nil
        do {
            // The probe's own connect timeout bounds the attempt (`PostgresStore.connect` sets it to `patience`): a race
            // against a timer here would drop a connection made after the timer fired without closing it.
            let fresh = try await PostgresConnection.connect(configuration: probeConfiguration, id: 0, logger: logger)
            connection = fresh
            return await answers(fresh) ? .answered : .gone
        } catch {
            return Self.meansGone(error) ? .gone : .unsure
        }
    }

    /// Whether a failed connection attempt means the server is gone (not a refusal of this one connection).
    static func meansGone(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError else { return true }  // the time limit, or the network's own error
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
        case .connectionError, .serverClosedConnection, .uncleanShutdown:
            return true
        default:
            return false
        }
    }

    /// Whether `connection` answers `SELECT 1` within `patience`; one that does not is closed (which fails the
    /// statement: postgres-nio's statements do not stop on cancellation).
    private func answers(_ connection: PostgresConnection) async -> Bool {
        let patience = self.patience
        let watchdog = Task {
            try await Task.sleep(for: patience)
            try await connection.close()
        }
        defer { watchdog.cancel() }
        return (try? await connection.run("SELECT 1", logger: logger)) != nil
    }

    /// The database answered: after an outage, a fresh pool serves (the old one's back-off could wait a minute).
    private func markUp() {
        let ended: Task<Void, Never>? = current.withLockedValue { current in
            guard let since = current.downSince, !current.closed else { return nil }
            logger.notice("PostgreSQL answers again after \(since.duration(to: .now)); serving")
            return replace(&current, downSince: nil)
        }
        ended?.cancel()
    }

    /// The database did not answer: the pool is replaced, failing the requests waiting in it now, not in a minute.
    private func markDown() {
        let ended: Task<Void, Never>? = current.withLockedValue { current in
            guard current.downSince == nil, !current.closed else { return nil }
            logger.warning("PostgreSQL does not answer; refusing requests with 503 until it does")
            return replace(&current, downSince: .now)
        }
        ended?.cancel()
    }

    /// Puts a new, unused pool in `current` and answers the old one's run task, for the caller to end outside the lock.
    private func replace(_ current: inout Current, downSince: ContinuousClock.Instant?) -> Task<Void, Never> {
        let old = current.running
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        current.client = client
        current.running = Task { await client.run() }
        current.downSince = downSince
        return old
    }
}
