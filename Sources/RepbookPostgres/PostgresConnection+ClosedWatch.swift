import Logging
import NIOCore
import PostgresNIO

/// Every wait for a statement's answer also watches its connection. postgres-nio writes a statement to its channel
/// without a promise for the write, so a statement written just as the server ends the connection (an administrator's
/// `pg_terminate_backend`, a restart) is dropped and never answered: checking `isClosed` before sending leaves that
/// moment open, and the request would wait forever. While an answer is awaited, the connection is looked at every
/// `closedCheck` on its event loop (after the channel's last read was handled there), and a closed one ends the wait
/// with `ClosedWhileWaiting`, which the transaction maps to a lost connection with the outcome it knows.
extension PostgresConnection {
    /// How often a connection awaiting an answer is looked at.
    static let closedCheck = TimeAmount.milliseconds(250)

    /// The answer to `query` with all its rows; a closed connection is refused before sending and ends the wait.
    func answer(_ query: PostgresQuery, logger: Logger) -> EventLoopFuture<PostgresQueryResult> {
        guard !isClosed else { return eventLoop.makeFailedFuture(PostgresConnectionLoss.closedBeforeSending) }
        return watchingClose(self.query(query, logger: logger))
    }

    /// What `operation` (statements sent on this connection) answers; a closed connection ends the wait. For
    /// postgres-nio's async-only calls (prepared statements); a statement's future goes through `answer`.
    func watchingClose<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let promise = eventLoop.makePromise(of: T.self)
        promise.completeWithTask(operation)
        return try await watchingClose(promise.futureResult).get()
    }

    /// `answer`, or `ClosedWhileWaiting` once the connection is found closed without it.
    func watchingClose<T: Sendable>(_ answer: EventLoopFuture<T>) -> EventLoopFuture<T> {
        let watched = eventLoop.makePromise(of: T.self)
        let watch = eventLoop.scheduleRepeatedTask(initialDelay: Self.closedCheck, delay: Self.closedCheck) { [self] task in
            guard isClosed else { return }
            task.cancel()
            watched.fail(ClosedWhileWaiting())
        }
        answer.whenComplete { result in
            watch.cancel()
            watched.completeWith(result)
        }
        return watched.futureResult
    }
}

/// A statement's connection closed while its answer was awaited: the answer will never come.
struct ClosedWhileWaiting: Error {}
