import Foundation
import RepbookCore

/// The rows a template or split names (exercises, templates), checked to be the user's in one statement. On PostgreSQL
/// they are read `FOR KEY SHARE`: a row deleted at the same time either waits for this transaction (and then sees what
/// it wrote) or was deleted first and is not found here, never a foreign-key error. SQLite's one writer needs no lock.
enum OwnRows {
    /// Refuses, with `notFound` of the first in order, an id of `ids` that is not one of the user's rows of `table`.
    static func require(
        _ ids: [Int64], in table: String, userID: Int64, notFound: (Int64) -> DomainError, _ connection: any SQLConnection
    ) throws {
        guard !ids.isEmpty else { return }
        let sql = SQL("SELECT id FROM \(table) WHERE user_id = ? AND id IN (\(SQL.placeholders(ids.count)))").lockingOnPostgres("FOR KEY SHARE")
        let own = Set(try connection.all(sql, [userID] + ids) { row -> Int64 in try row["id"] })
        if let missing = ids.first(where: { !own.contains($0) }) { throw notFound(missing) }
    }
}
