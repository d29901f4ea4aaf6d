import Logging
import PostgresNIO

/// Small helpers over postgres-nio's statements: run a statement, read its rows, count what it changed. Every
/// statement of the store goes through `rows`, which waits for the answer watching the connection (`answer`).
extension PostgresConnection {
    /// Sends `query` and answers its rows. A connection closed before or while it is answered (its server ended it) ends
    /// with a lost connection: postgres-nio never answers a statement written on a closed channel.
    func rows(_ query: PostgresQuery, logger: Logger) async throws -> [PostgresRow] {
        try await answer(query, logger: logger).get().rows
    }

    /// Runs `query`.
    func run(_ query: PostgresQuery, logger: Logger) async throws {
        _ = try await rows(query, logger: logger)
    }

    /// Every row of `query`, decoded by `decode`.
    func all<T>(_ query: PostgresQuery, logger: Logger, _ decode: (PostgresRow) throws -> T) async throws -> [T] {
        try await rows(query, logger: logger).map(decode)
    }

    /// The first row of `query`, decoded by `decode`; nil when there is none.
    func first<T>(_ query: PostgresQuery, logger: Logger, _ decode: (PostgresRow) throws -> T) async throws -> T? {
        try await rows(query, logger: logger).first.map(decode)
    }

    /// How many rows `query` answered: a write's changes when it ends in `RETURNING`.
    func count(_ query: PostgresQuery, logger: Logger) async throws -> Int {
        try await rows(query, logger: logger).count
    }
}
