import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// A user's short list of named rows (journal tags, supplements): the reads and writes their inserts and updates share,
/// inside the caller's transaction.
struct PostgresNamedList<Row: Sendable>: Sendable {
    /// The table, e.g. `journal_tag`.
    let table: String
    /// The columns `decode` reads, in its order.
    let columns: String
    /// What a row is called in a not-found message, e.g. "journal tag".
    let noun: String
    let decode: @Sendable (inout PostgresColumns) throws -> Row
    /// The conflict of a name the user already has.
    let nameTaken: @Sendable (String) -> DomainError

    /// The row `query` answers (a read or a write ending in `RETURNING` its columns); not found when it answers none.
    func require(_ query: PostgresQuery, id: Int64? = nil, connection: PostgresConnection, logger: Logger) async throws -> Row {
        guard let row = try await connection.first(query, logger: logger, PostgresRowDecoding.row(decode)) else {
            throw DomainError.notFound(id.map { "No \(noun) with id \($0)." } ?? "The \(noun) was not stored.")
        }
        return row
    }

    /// The row an `INSERT … RETURNING` its columns adds; a name the user has is `nameTaken(name)`.
    func insert(_ query: PostgresQuery, name: String, connection: PostgresConnection, logger: Logger) async throws -> Row {
        try await connection.mappingUniqueViolation(to: nameTaken(name)) {
            try await require(query, connection: connection, logger: logger)
        }
    }

    /// The user's row `id`, or not found.
    func row(id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Row {
        try await require(
            "SELECT \(unescaped: columns) FROM \(unescaped: table) WHERE user_id = \(userID) AND id = \(id)", id: id,
            connection: connection, logger: logger)
    }

    /// Locks the user's row (`PostgresUserLock`), then reads the row `id` a change starts from, or not found.
    func lockedRow(id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Row {
        try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
        return try await row(id: id, userID: userID, connection: connection, logger: logger)
    }

    /// Renames the row `id` to `name` with its key `key`; a name the user has is `nameTaken`.
    func rename(id: Int64, userID: Int64, to name: String, key: String, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.mappingUniqueViolation(to: nameTaken(name)) {
            try await connection.run(
                "UPDATE \(unescaped: table) SET name = \(name), name_key = \(key) WHERE id = \(id) AND user_id = \(userID)", logger: logger)
        }
    }

    /// Stamps the row `id` changed at `now` and answers it as it now stands: the end of every update.
    func touched(id: Int64, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger) async throws -> Row {
        try await require(
            """
            UPDATE \(unescaped: table) SET updated_at = \(now) WHERE id = \(id) AND user_id = \(userID)
            RETURNING \(unescaped: columns)
            """, id: id, connection: connection, logger: logger)
    }
}
