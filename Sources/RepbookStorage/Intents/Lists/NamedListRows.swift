import Foundation
import RepbookCore

/// A user's short list of named rows (journal tags, supplements): the steps their updates share, inside the caller's
/// transaction.
enum NamedListRows {
    /// Renames the row `id` of `table` to `name` with its key `key`; a name the user has is `taken`.
    static func rename(
        in table: String, id: Int64, userID: Int64, to name: String, key: String, taken: DomainError, _ connection: any SQLConnection
    ) throws {
        _ = try connection.mappingUniqueViolation(to: taken) {
            try connection.execute(SQL("UPDATE \(table) SET name = ?, name_key = ? WHERE id = ? AND user_id = ?"), [name, key, id, userID])
        }
    }

    /// Stamps the row `id` of `table` changed at `now` and answers it as it now stands (its `columns`): the end of every
    /// update; `missing` when the user has no such row.
    static func touched(
        in table: String, columns: String, id: Int64, userID: Int64, now: Date, missing: DomainError, _ connection: any SQLConnection
    ) throws -> any SQLRow {
        guard let row = try connection.row(
            SQL("UPDATE \(table) SET updated_at = ? WHERE id = ? AND user_id = ? RETURNING \(columns)"), [now, id, userID])
        else { throw missing }
        return row
    }
}
