import Foundation
import Logging
import NIOCore
import PostgresNIO
import RepbookCore
import RepbookStorage

/// A pooled PostgreSQL connection as the shared intents see it, from a thread of the store's intent pool: each
/// statement is sent with its values bound in PostgreSQL's types and waited for; a unique or foreign-key refusal comes
/// back as the shared layer's error, a connection found closed before or while it answers as a lost connection
/// (`answer`: postgres-nio would never answer a statement written on it).
struct PostgresSQLConnection: SQLConnection {
    let connection: PostgresConnection
    let logger: Logger
    /// The store's prepared statements' names.
    let names: PostgresStatementNames

    var dialect: SQLDialect { .postgres }

    func rows(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> [any SQLRow] {
        try run(sql, arguments, wanted: .rows).rows.map { PostgresSQLRow(row: $0.makeRandomAccess()) }
    }

    func execute(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> Int {
        try run(sql, arguments, wanted: .count).count
    }

    /// What a statement is sent for: its rows, or how many rows it changed.
    private enum Wanted {
        case rows
        case count
    }

    /// Sends `sql` as a prepared statement (`PostgresSharedStatement`), or as an unnamed one when its text is not
    /// prepared (`PostgresStatementNames`) or is a count of a statement that is not a plain write (`countedText`).
    private func run(_ sql: SQL, _ arguments: [any SQLBindable], wanted: Wanted) throws -> (rows: [PostgresRow], count: Int) {
        var binds = PostgresBindings(capacity: arguments.count)
        var types: [PostgresDataType] = []
        types.reserveCapacity(arguments.count)
        for argument in arguments { types.append(try Self.bind(argument.sqlValue, into: &binds)) }
        let text = sql.postgres
        do {
            if let prepared = wanted == .rows ? text : Self.countedText(text),
               let statement = names.name(sql: prepared, types: types)
            {
                let rows = try connection.answer(statement, bindings: binds, logger: logger).wait()
                return (rows, rows.count)
            }
            let result = try connection.answer(PostgresQuery(unsafeSQL: text, binds: binds), logger: logger).wait()
            return (result.rows, result.metadata.rows ?? 0)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresSQLState.uniqueViolation {
            throw UniqueViolation(constraint: error.serverInfo?[.constraintName])
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresSQLState.foreignKeyViolation {
            throw ForeignKeyViolation()
        }
    }

    /// The text whose rows count what `text` changed: itself when it answers rows (`RETURNING`, a `SELECT`), a plain
    /// `INSERT`, `UPDATE` or `DELETE` with ` RETURNING 1` (a row per row it changed); nil for any other statement (a
    /// `WITH`, a `LOCK`), which goes unnamed: postgres-nio gives a prepared statement's rows, not its command tag.
    static func countedText(_ text: String) -> String? {
        let word = text.drop { $0.isWhitespace || $0 == "(" }.prefix { $0.isLetter }.uppercased()
        if word == "WITH" { return nil }
        if word == "SELECT" || word == "VALUES" || text.range(of: "RETURNING", options: .caseInsensitive) != nil { return text }
        return ["INSERT", "UPDATE", "DELETE"].contains(word) ? text + " RETURNING 1" : nil
    }

    /// A value in the type the PostgreSQL schema stores it as.
    /// Answers the type it is bound as (a NULL's is unknown: PostgreSQL infers it from the statement).
    @discardableResult
    static func bind(_ value: SQLValue, into binds: inout PostgresBindings) throws -> PostgresDataType {
        switch value {
        case .null: binds.appendNull(); return .null
        case .integer(let value): try binds.append(value); return Int64.psqlType
        case .real(let value): try binds.append(value); return Double.psqlType
        case .text(let value): try binds.append(value); return String.psqlType
        case .flag(let value): try binds.append(value); return Bool.psqlType
        case .instant(let value): try binds.append(value); return Date.psqlType
        case .day(let value): binds.append(PostgresDay(value)); return PostgresDay.psqlType
        case .bytes(let value): try binds.append(value); return Data.psqlType
        }
    }
}

/// A PostgreSQL row read by column name (PostgreSQL folds unquoted names to lower case).
struct PostgresSQLRow: SQLRow {
    let row: PostgresRandomAccessRow

    func integer(_ column: String) throws -> Int64? { try decode(column) }
    func text(_ column: String) throws -> String? { try decode(column) }
    func flag(_ column: String) throws -> Bool? { try decode(column) }
    func instant(_ column: String) throws -> Date? { try decode(column) }
    func bytes(_ column: String) throws -> Data? { try decode(column) }
    func day(_ column: String) throws -> LocalDate? { (try decode(column) as PostgresDay?)?.day }

    /// A float column, or an integer or numeric one read as its value (a sum or an average).
    func real(_ column: String) throws -> Double? { try Self.real(cell(column)) }

    private func decode<T: PostgresDecodable>(_ column: String) throws -> T? {
        let cell = try cell(column)
        return cell.bytes == nil ? nil : try cell.decode(T.self)
    }

    private func cell(_ column: String) throws -> PostgresCell {
        guard row.contains(column) else { throw CorruptColumn("The statement answers no column \(column).") }
        return row[column]
    }
}
