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

    var dialect: SQLDialect { .postgres }

    func rows(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> [any SQLRow] {
        try run(sql, arguments).rows.map { PostgresSQLRow(row: $0.makeRandomAccess()) }
    }

    func execute(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> Int {
        try run(sql, arguments).metadata.rows ?? 0
    }

    private func run(_ sql: SQL, _ arguments: [any SQLBindable]) throws -> PostgresQueryResult {
        var binds = PostgresBindings(capacity: arguments.count)
        for argument in arguments { try Self.bind(argument.sqlValue, into: &binds) }
        do {
            return try connection.answer(PostgresQuery(unsafeSQL: sql.postgres, binds: binds), logger: logger).wait()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresSQLState.uniqueViolation {
            throw UniqueViolation(constraint: error.serverInfo?[.constraintName])
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresSQLState.foreignKeyViolation {
            throw ForeignKeyViolation()
        }
    }

    /// A value in the type the PostgreSQL schema stores it as.
    static func bind(_ value: SQLValue, into binds: inout PostgresBindings) throws {
        switch value {
        case .null: binds.appendNull()
        case .integer(let value): try binds.append(value)
        case .real(let value): try binds.append(value)
        case .text(let value): try binds.append(value)
        case .flag(let value): try binds.append(value)
        case .instant(let value): try binds.append(value)
        case .day(let value): binds.append(PostgresDay(value))
        case .bytes(let value): try binds.append(value)
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
