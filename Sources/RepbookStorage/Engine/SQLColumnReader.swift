import Foundation

/// One row read column after column in the order of its statement's `SQLColumns` (checked once per statement run by
/// `SQLConnection.all(_:_:columns:_:)`): each value is read where it is, with no lookup by name.
public struct SQLColumnReader {
    private let row: any SQLRow
    private let columns: SQLColumns
    private var index = 0

    init(_ row: any SQLRow, columns: SQLColumns) {
        self.row = row
        self.columns = columns
    }

    /// The next column's value; NULL is a `CorruptColumn` error.
    public mutating func next<T: SQLDecodable>() throws -> T {
        guard let value: T = try next() else { throw CorruptColumn("\(columns.names[index - 1]) is NULL") }
        return value
    }

    /// The next column's value, nil for NULL.
    public mutating func next<T: SQLDecodable>() throws -> T? {
        defer { index += 1 }
        return try T.decodeIfPresent(at: index, of: row)
    }

    /// The next column, a text read as one of an enumeration's raw values; an unknown one is a `CorruptColumn` error.
    public mutating func choice<T: RawRepresentable>() throws -> T where T.RawValue == String {
        let raw: String = try next()
        guard let value = T(rawValue: raw) else { throw CorruptColumn("Unexpected \(columns.names[index - 1]) \"\(raw)\"") }
        return value
    }

    /// The next column read as an optional raw value; NULL is nil, an unknown one a `CorruptColumn` error.
    public mutating func choiceIfPresent<T: RawRepresentable>() throws -> T? where T.RawValue == String {
        guard let raw: String = try next() else { return nil }
        guard let value = T(rawValue: raw) else { throw CorruptColumn("Unexpected \(columns.names[index - 1]) \"\(raw)\"") }
        return value
    }
}

extension SQLConnection {
    /// Every row of `sql`, whose columns must be `columns` (checked on its first row), each read by `decode` by position
    /// as it is read (`decode` must not keep the reader).
    public func all<T>(
        _ sql: SQL, _ arguments: [any SQLBindable] = [], columns: SQLColumns, _ decode: (inout SQLColumnReader) throws -> T
    ) throws -> [T] {
        var decoded: [T] = []
        var checked = false
        try forEachRow(sql, arguments) { row in
            if !checked {
                try columns.check(row.columnNames)
                checked = true
            }
            var reader = SQLColumnReader(row, columns: columns)
            decoded.append(try decode(&reader))
        }
        return decoded
    }

    /// The first row of `sql` read as `all(_:_:columns:_:)` reads each (in place where the engine can); nil when it
    /// answers none.
    public func first<T>(
        _ sql: SQL, _ arguments: [any SQLBindable] = [], columns: SQLColumns, _ decode: (inout SQLColumnReader) throws -> T
    ) throws -> T? {
        var found: T?
        try forEachRow(sql, arguments) { row in
            guard found == nil else { return }
            try columns.check(row.columnNames)
            var reader = SQLColumnReader(row, columns: columns)
            found = try decode(&reader)
        }
        return found
    }
}
