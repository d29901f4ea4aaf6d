import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// A GRDB connection as the shared intents see it: every statement a cached prepared statement of the connection
/// (compiled once per connection), values bound and read in the types the SQLite schema stores.
struct GRDBConnection: SQLConnection {
    let db: Database

    var dialect: SQLDialect { .sqlite }

    func rows(_ sql: RepbookStorage.SQL, _ arguments: [any SQLBindable]) throws -> [any SQLRow] {
        var rows: [any SQLRow] = []
        try forEachStatementRow(sql, arguments) { row, columns in
            rows.append(GRDBRow(columns: columns, values: .copied(Array(row.databaseValues))))
        }
        return rows
    }

    /// Each row read in place from the statement: only the columns the intent asks for are read, nothing is copied.
    func forEachRow(_ sql: RepbookStorage.SQL, _ arguments: [any SQLBindable], _ body: (any SQLRow) throws -> Void) throws {
        try forEachStatementRow(sql, arguments) { row, columns in try body(GRDBRow(columns: columns, values: .live(row))) }
    }

    /// Runs `sql` as the connection's cached statement and hands each of GRDB's rows (valid until the next) to `body`
    /// with the statement's column positions.
    private func forEachStatementRow(
        _ sql: RepbookStorage.SQL, _ arguments: [any SQLBindable], _ body: (Row, ColumnPositions) throws -> Void
    ) throws {
        try mappingConstraints {
            let statement = try db.cachedStatement(sql: sql.sqlite)
            let columns = ColumnPositions(statement.columnNames)
            let cursor = try Row.fetchCursor(statement, arguments: Self.arguments(arguments))
            while let row = try cursor.next() { try body(row, columns) }
        }
    }

    func execute(_ sql: RepbookStorage.SQL, _ arguments: [any SQLBindable]) throws -> Int {
        try mappingConstraints {
            try db.cachedStatement(sql: sql.sqlite).execute(arguments: Self.arguments(arguments))
            return db.changesCount
        }
    }

    /// Unique and foreign-key refusals as the shared intents know them; CHECK and NOT NULL pass to `StoreDatabase.write`,
    /// which names the column.
    private func mappingConstraints<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
            || error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
            throw UniqueViolation(constraint: error.message)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
            throw ForeignKeyViolation()
        }
    }

    static func arguments(_ values: [any SQLBindable]) -> StatementArguments {
        StatementArguments(values.map { databaseValue($0.sqlValue) })
    }

    /// A value in the type the SQLite schema stores it as (instants as GRDB's text, written by `StoredInstant` without
/// Foundation's formatter; days as `yyyy-MM-dd`).
    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .flag(let value): value.databaseValue
        case .instant(let value): StoredInstant.text(value).databaseValue
        case .day(let value): value.description.databaseValue
        case .bytes(let value): value.databaseValue
        }
    }
}

/// A GRDB row read by column name or by position: either its values copied out of the statement, or GRDB's row read in
/// place while the statement stands on it; its column positions are the statement's own, looked up as the shared
/// statements spell them (lower case), then ignoring case.
struct GRDBRow: SQLRow {
    /// Where the row's values are.
    enum Values {
        /// Copied out: the row outlives its statement.
        case copied([DatabaseValue])
        /// GRDB's cursor row: valid only until the cursor moves on.
        case live(Row)
    }

    let columns: ColumnPositions
    let values: Values

    init(columns: ColumnPositions, values: Values) {
        self.columns = columns
        self.values = values
    }

    /// A row GRDB read, for an engine-only step that read it itself.
    init(row: Row) {
        self.init(columns: ColumnPositions(Array(row.columnNames)), values: .copied(Array(row.databaseValues)))
    }

    var columnNames: [String] { columns.names }

    func integer(_ column: String) throws -> Int64? { try decode(at: columns.index(of: column)) }
    func real(_ column: String) throws -> Double? { try decode(at: columns.index(of: column)) }
    func text(_ column: String) throws -> String? { try decode(at: columns.index(of: column)) }
    func flag(_ column: String) throws -> Bool? { try decode(at: columns.index(of: column)) }
    func instant(_ column: String) throws -> Date? { try instant(at: columns.index(of: column)) }
    func bytes(_ column: String) throws -> Data? { try decode(at: columns.index(of: column)) }
    func day(_ column: String) throws -> LocalDate? { try day(at: columns.index(of: column)) }

    func integer(at index: Int) throws -> Int64? { try decode(at: index) }
    func real(at index: Int) throws -> Double? { try decode(at: index) }
    func text(at index: Int) throws -> String? { try decode(at: index) }
    func flag(at index: Int) throws -> Bool? { try decode(at: index) }
    func bytes(at index: Int) throws -> Data? { try decode(at: index) }

    func day(at index: Int) throws -> LocalDate? {
        guard let text: String = try decode(at: index) else { return nil }
        guard let day = LocalDate(text) else { throw CorruptColumn("Unexpected \(columns.names[index]) \"\(text)\"") }
        return day
    }

    /// The stored text read in place by `StoredInstant.date` (GRDB's own reading, through Foundation's calendar, only
    /// for a form it does not know).
    func instant(at index: Int) throws -> Date? {
        switch values {
        case .live(let row):
            if row.hasNull(atIndex: index) { return nil }
            let read = try row.withUnsafeData(atIndex: index) { data in data?.withUnsafeBytes { StoredInstant.date($0) } }
            if let read { return read }
        case .copied(let values):
            if case .string(var text) = values[index].storage,
               let read = text.withUTF8({ StoredInstant.date(UnsafeRawBufferPointer($0)) }) {
                return read
            }
        }
        return try decode(at: index)
    }

    /// A live row is read straight from the statement's column (SQLite's own conversion, as GRDB's typed subscripts
    /// read it), with no `DatabaseValue` made; a copied value must be of the type asked for.
    private func decode<T: DatabaseValueConvertible & StatementColumnConvertible>(at index: Int) throws -> T? {
        switch values {
        case .live(let row):
            if row.hasNull(atIndex: index) { return nil }
            return try row.decode(T.self, atIndex: index)
        case .copied(let values):
            let value = values[index]
            if value.isNull { return nil }
            guard let decoded = T.fromDatabaseValue(value) else { throw CorruptColumn("Unexpected \(columns.names[index]) \(value)") }
            return decoded
        }
    }
}

/// The names of a statement's columns, read once per statement (GRDB keeps them on the statement) and shared by its
/// rows; a column is found by a walk of the names, as before the shared path (a dictionary made per statement run
/// added work to every statement and showed no gain in the stats read).
struct ColumnPositions {
    let names: [String]

    init(_ names: [String]) {
        self.names = names
    }

    /// The first column named `column`, exactly or else ignoring case.
    func index(of column: String) throws -> Int {
        if let index = names.firstIndex(of: column) { return index }
        let lowercased = column.lowercased()
        guard let index = names.firstIndex(where: { $0.lowercased() == lowercased }) else {
            throw CorruptColumn("The statement answers no column \(column).")
        }
        return index
    }
}
