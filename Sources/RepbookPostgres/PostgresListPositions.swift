import Logging
import PostgresNIO

/// Stores the order of a user's short lists (journal tags, a supplement stack), as the SQLite store's `ListPositions`:
/// the items in use first, in the order given, then the set-aside ones (hidden, retired) after them in their present
/// order. A change that reads a list and writes positions from it first takes `PostgresUserLock`.
enum PostgresListPositions {
    /// Numbers `ordered` then `setAside` from 0 in `table`'s `position` column, scoped to the user, in one statement.
    static func write(_ ordered: [Int64], then setAside: [Int64], table: String, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.run(
            """
            UPDATE \(unescaped: table) SET position = item.position - 1
            FROM unnest(\(ordered + setAside)::bigint[]) WITH ORDINALITY AS item (id, position)
            WHERE \(unescaped: table).id = item.id AND \(unescaped: table).user_id = \(userID)
            """, logger: logger)
    }
}
