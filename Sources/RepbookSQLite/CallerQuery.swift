import GRDB
import RepbookCore

/// Resolves a credential row (a web session or an API token) to who is asking, the user and their settings, in one
/// query: the three tables' rows come back side by side and are split by their column counts. A disabled user has no
/// caller, so their sessions and tokens stop at the next request.
enum CallerQuery {
    /// The credential's row and its caller, or nil when no credential matches.
    static func fetch(
        from table: String, where condition: String, arguments: StatementArguments, db: Database
    ) throws -> (credential: Row, caller: Caller)? {
        let adapters = splittingRowAdapters(columnCounts: [
            try db.columns(in: table).count, try db.columns(in: "user").count,
        ])
        let statement = try db.cachedStatement(sql: """
            SELECT \(table).*, user.*, user_settings.*
            FROM \(table) JOIN user ON user.id = \(table).user_id JOIN user_settings ON user_settings.user_id = user.id
            WHERE (\(condition)) AND user.disabled_at IS NULL
            """)
        let adapter = ScopeAdapter(["credential": adapters[0], "user": adapters[1], "settings": adapters[2]])
        guard let row = try Row.fetchOne(statement, arguments: arguments, adapter: adapter),
              let credential = row.scopes["credential"], let user = row.scopes["user"], let settings = row.scopes["settings"]
        else { return nil }
        return (credential, Caller(user: RowDecoding.user(user), settings: try RowDecoding.settings(settings)))
    }
}
