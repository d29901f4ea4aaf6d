import Foundation

/// Stores the order of a user's short lists (journal tags, a supplement stack): the items in use first, in the order
/// given, then the set-aside ones (hidden, retired) after them in their present order. A change that reads a list and
/// writes positions from it first takes `UserListLock`.
enum ListPositionRows {
    /// Numbers `ordered` then `setAside` from 0 in `table`'s `position` column, scoped to the user, in one statement.
    static func write(_ ordered: [Int64], then setAside: [Int64], table: String, userID: Int64, _ connection: any SQLConnection) throws {
        let ids = ordered + setAside
        guard !ids.isEmpty else { return }
        let cases = Array(repeating: "WHEN ? THEN ?", count: ids.count).joined(separator: " ")
        var arguments: [any SQLBindable] = ids.enumerated().flatMap { offset, id -> [any SQLBindable] in [id, offset] }
        arguments.append(userID)
        arguments += ids.map { $0 as any SQLBindable }
        try connection.execute(
            SQL("UPDATE \(table) SET position = CASE id \(cases) END WHERE user_id = ? AND id IN (\(SQL.placeholders(ids.count)))"),
            arguments)
    }

    /// The position after every row of the user in `table`.
    static func next(in table: String, userID: Int64, _ connection: any SQLConnection) throws -> Int {
        try connection.value(
            SQL("SELECT COALESCE(max(position) + 1, 0) AS next_position FROM \(table) WHERE user_id = ?"), [userID], column: "next_position") ?? 0
    }
}
