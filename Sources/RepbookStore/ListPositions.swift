import GRDB

/// Stores the order of a user's short lists (journal tags, a supplement stack): the items in use first, in the order
/// given, then the set-aside ones (hidden, retired) after them in their present order.
enum ListPositions {
    /// Numbers `ordered` then `setAside` from `start` in `table`'s `position` column, scoped to the user.
    static func write(_ ordered: [Int64], then setAside: [Int64], from start: Int = 0, table: String, userID: Int64, db: Database) throws {
        let statement = try db.cachedStatement(sql: "UPDATE \(table) SET position = ? WHERE id = ? AND user_id = ?")
        for (offset, id) in (ordered + setAside).enumerated() {
            try statement.execute(arguments: [start + offset, id, userID])
        }
    }

    /// The position after every row of the user in `table` matching `condition`.
    static func next(in table: String, userID: Int64, where condition: String = "1", arguments: StatementArguments = [], db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM \(table) WHERE user_id = ? AND \(condition)",
            arguments: [userID] + arguments) ?? 0
    }
}
