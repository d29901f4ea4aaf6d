import Logging
import PostgresNIO

/// Small helpers over postgres-nio's row sequences: run a statement, read its rows, count what it changed. Every
/// statement of the store goes through `rows`, which refuses a closed connection first.
extension PostgresConnection {
    /// Sends `query` and answers its rows. A connection already closed (its server ended it) is refused with
    /// `PostgresConnectionLoss` before sending: postgres-nio drops a statement written on a closed channel without ever
    /// answering it, so the caller would wait forever.
    func rows(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRowSequence {
        guard !isClosed else { throw PostgresConnectionLoss.closedBeforeSending }
        return try await self.query(query, logger: logger)
    }

    /// Runs `query` and drains its rows.
    func run(_ query: PostgresQuery, logger: Logger) async throws {
        for try await _ in try await rows(query, logger: logger) {}
    }

    /// Every row of `query`, decoded by `decode`.
    func all<T>(_ query: PostgresQuery, logger: Logger, _ decode: (PostgresRow) throws -> T) async throws -> [T] {
        var values: [T] = []
        for try await row in try await rows(query, logger: logger) { values.append(try decode(row)) }
        return values
    }

    /// The first row of `query`, decoded by `decode`; nil when there is none.
    func first<T>(_ query: PostgresQuery, logger: Logger, _ decode: (PostgresRow) throws -> T) async throws -> T? {
        var value: T?
        for try await row in try await rows(query, logger: logger) where value == nil { value = try decode(row) }
        return value
    }

    /// How many rows `query` answered: a write's changes when it ends in `RETURNING`.
    func count(_ query: PostgresQuery, logger: Logger) async throws -> Int {
        var count = 0
        for try await _ in try await rows(query, logger: logger) { count += 1 }
        return count
    }
}
