import Foundation
import Logging
import PostgresNIO

/// At start, the database is asked over a plain connection until it answers, for at most a short window: a server
/// started beside its database waits a moment for it, and one started against a database that is gone (or that refuses
/// its user or does not exist) says so within seconds, not after the pool's minute of retries.
enum PostgresStartupProbe {
    /// The database did not answer within the window; `cause` is the last attempt's failure in words.
    struct Unanswered: Error {
        let cause: String
        let window: Duration
    }

    /// Returns once a connection to `configuration` can be made (and closes it). A failure that means the server is
    /// gone (refused, closed, starting up, or silent past the connection's own timeout) is tried again every second
    /// until `window` has passed, then thrown as `Unanswered`; any other failure (a refused password, a missing
    /// database) is thrown at once.
    static func waitUntilAnswered(
        _ configuration: PostgresConnection.Configuration, within window: Duration, logger: Logger
    ) async throws {
        let deadline = ContinuousClock.now + window
        while true {
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
                try? await connection.close()
                return
            } catch {
                guard PostgresPool.meansGone(error) else { throw error }
                guard ContinuousClock.now + retryAfter < deadline else {
                    throw Unanswered(cause: PostgresStore.failureReason(error), window: window)
                }
                logger.notice("PostgreSQL does not answer yet (\(PostgresStore.failureReason(error))); trying again")
                try await Task.sleep(for: retryAfter)
            }
        }
    }

    private static let retryAfter = Duration.seconds(1)
}
