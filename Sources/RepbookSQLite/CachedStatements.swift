import GRDB

/// The hot paths' queries as statements prepared once per connection and reused: a request then skips SQLite's
/// compile and GRDB's authorizer walk, which cost more than running these small indexed queries.
/// Only for single statements whose SQL text is one of a bounded few (an `IN` list of varying length makes one per length).
extension Row {
    /// All rows of a cached statement.
    static func fetchAll(_ db: Database, cached sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Row] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// The first row of a cached statement, if any.
    static func fetchOne(_ db: Database, cached sql: String, arguments: StatementArguments = StatementArguments()) throws -> Row? {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension Int64 {
    /// The first value of a cached statement, if any.
    static func fetchOne(_ db: Database, cached sql: String, arguments: StatementArguments = StatementArguments()) throws -> Int64? {
        try fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension Database {
    /// Runs a cached statement.
    func execute(cached sql: String, arguments: StatementArguments = StatementArguments()) throws {
        try cachedStatement(sql: sql).execute(arguments: arguments)
    }
}
