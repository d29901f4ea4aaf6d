import PostgresNIO

/// Reads a row's columns in order, so that one row holding several records (a session, its user and their settings)
/// is decoded record by record, each decoder taking the columns its column list selected.
struct PostgresColumns {
    private let row: PostgresRandomAccessRow
    private var index = 0

    init(_ row: PostgresRow) {
        self.row = row.makeRandomAccess()
    }

    /// The next column as `T` (an optional type for a nullable column).
    mutating func next<T: PostgresDecodable>(_ type: T.Type = T.self) throws -> T {
        defer { index += 1 }
        return try row[index].decode(T.self)
    }
}
