/// One engine connection inside one transaction, as the shared intents use it: run a statement and read its rows, or
/// run a write and count what it changed. Synchronous: the engine runs the whole intent on a thread that may wait
/// (GRDB's writer or reader queue for SQLite, the store's own thread pool for PostgreSQL).
public protocol SQLConnection {
    /// Which engine answers (for the rare step that differs beyond statement text).
    var dialect: SQLDialect { get }
    /// Every row `sql` answers with `arguments` bound in order.
    func rows(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> [any SQLRow]
    /// Hands each row `sql` answers to `body` as it is read; a row is valid only inside `body` (an engine may read it
    /// in place, without copying its values out).
    func forEachRow(_ sql: SQL, _ arguments: [any SQLBindable], _ body: (any SQLRow) throws -> Void) throws
    /// Runs the write `sql`; answers how many rows it changed.
    @discardableResult
    func execute(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> Int
}

/// The engines a statement's text is written for.
public enum SQLDialect: Sendable {
    case sqlite
    case postgres
}

extension SQLConnection {
    /// The first row `sql` answers, nil when none.
    public func row(_ sql: SQL, _ arguments: [any SQLBindable] = []) throws -> (any SQLRow)? {
        try rows(sql, arguments).first
    }

    /// The first column named `column` of the first row, nil when no row or NULL.
    public func value<T: SQLDecodable>(_ sql: SQL, _ arguments: [any SQLBindable] = [], column: String) throws -> T? {
        guard let row = try row(sql, arguments) else { return nil }
        return try T.decodeIfPresent(column, of: row)
    }

    /// Every row of `sql`, each read by `decode` as it is read (`decode` must not keep the row).
    public func all<T>(_ sql: SQL, _ arguments: [any SQLBindable] = [], _ decode: (any SQLRow) throws -> T) throws -> [T] {
        var decoded: [T] = []
        try forEachRow(sql, arguments) { decoded.append(try decode($0)) }
        return decoded
    }

    /// The rows, copied: the default for an engine whose rows are already values.
    public func forEachRow(_ sql: SQL, _ arguments: [any SQLBindable], _ body: (any SQLRow) throws -> Void) throws {
        for row in try rows(sql, arguments) { try body(row) }
    }

    /// Runs `sql`, an `INSERT … RETURNING id` both engines understand, and answers the id.
    public func insert(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> Int64 {
        guard let row = try row(sql, arguments) else { throw CorruptColumn("The insert answered no id.") }
        return try row["id"]
    }
}
