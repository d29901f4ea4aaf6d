import PostgresNIO

/// Reads a row's columns in order, so that one row holding several records (a session, its user and their settings)
/// is decoded record by record, each decoder taking the columns its column list selected. It walks the row's cells
/// once (a random-access row would first build a table of the column names, for every row).
struct PostgresColumns {
    private var cells: PostgresRow.Iterator

    init(_ row: PostgresRow) {
        cells = row.makeIterator()
    }

    /// The next column as `T` (an optional type for a nullable column).
    mutating func next<T: PostgresDecodable>(_ type: T.Type = T.self) throws -> T {
        guard let cell = cells.next() else { throw CorruptPostgresRow(description: "A row has fewer columns than its decoder reads.") }
        return try cell.decode(T.self)
    }
}
