import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The rows a template or split names (exercises, templates), read `FOR KEY SHARE` inside the caller's transaction: a row
/// deleted at the same time either waits for this transaction (and then sees what it wrote) or was deleted first and is
/// not found here, never a foreign-key error.
enum PostgresKeyShare {
    /// Locks the user's rows `ids` of `table` until the transaction ends and refuses, with `notFound` of the first in
    /// order, an id that is not one of them.
    static func requireOwn(
        _ ids: [Int64], in table: String, userID: Int64, notFound: (Int64) -> DomainError, connection: PostgresConnection, logger: Logger
    ) async throws {
        guard !ids.isEmpty else { return }
        let own = Set(try await connection.all(
            "SELECT id FROM \(unescaped: table) WHERE user_id = \(userID) AND id = ANY(\(ids)::bigint[]) FOR KEY SHARE", logger: logger
        ) { try $0.decode(Int64.self) })
        if let missing = ids.first(where: { !own.contains($0) }) { throw notFound(missing) }
    }
}
