import GRDB

/// Decodes rows while the statement steps, instead of `Row.fetchAll`'s copied rows: no copy of every value, and a
/// column found by name through the statement's dictionary rather than by lower-casing every column name per lookup.
/// The way to read any query of more than a handful of rows.
extension Row {
    /// Every row of `sql` (cached per connection when `cached`), each decoded by `decode` while it is current.
    static func decodeAll<Value>(
        _ db: Database, sql: String, arguments: StatementArguments = StatementArguments(), cached: Bool = false,
        _ decode: (Row) throws -> Value
    ) throws -> [Value] {
        let statement = cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var values: [Value] = []
        while let row = try rows.next() { values.append(try decode(row)) }
        return values
    }
}
