import Foundation
import GRDB
import PostgresNIO
@testable import RepbookPostgres
@testable import RepbookSQLite

/// Plain SQL on either engine's store, for tests that check the schema itself (a foreign key, a cascade) beneath the
/// store's methods. The SQL must mean the same on both (quote "user").
enum RawSQL {
    /// Runs `sql` in one transaction of `store`.
    static func execute(_ sql: String, on store: any EngineStore) async throws {
        switch store {
        case let sqlite as SQLiteStore:
            try await sqlite.writer.write { db in try db.execute(sql: sql) }
        case let postgres as PostgresStore:
            try await postgres.write { connection in try await connection.run(PostgresQuery(unsafeSQL: sql), logger: postgres.logger) }
        default:
            throw UnknownEngineStore()
        }
    }

    /// Runs `statements` in order in one transaction of `store`.
    static func execute(_ statements: [String], on store: any EngineStore) async throws {
        switch store {
        case let sqlite as SQLiteStore:
            try await sqlite.writer.write { db in
                for sql in statements { try db.execute(sql: sql) }
            }
        case let postgres as PostgresStore:
            try await postgres.write { connection in
                for sql in statements { try await connection.run(PostgresQuery(unsafeSQL: sql), logger: postgres.logger) }
            }
        default:
            throw UnknownEngineStore()
        }
    }

    /// The integer the one-row, one-column query `sql` answers.
    static func integer(_ sql: String, on store: any EngineStore) async throws -> Int {
        switch store {
        case let sqlite as SQLiteStore:
            return try await sqlite.writer.read { db in try Int.fetchOne(db, sql: sql) } ?? -1
        case let postgres as PostgresStore:
            return try await postgres.single { connection in
                try await connection.first(PostgresQuery(unsafeSQL: sql), logger: postgres.logger) { try $0.decode(Int.self) }
            } ?? -1
        default:
            throw UnknownEngineStore()
        }
    }

    /// Every row `sql` answers, each column read as a number (`CAST(... AS DOUBLE PRECISION)` the ones that are not).
    static func numbers(_ sql: String, on store: any EngineStore) async throws -> [[Double?]] {
        switch store {
        case let sqlite as SQLiteStore:
            return try await sqlite.writer.read { db in
                try Row.fetchAll(db, sql: sql).map { row in row.databaseValues.map { Double.fromDatabaseValue($0) } }
            }
        case let postgres as PostgresStore:
            return try await postgres.single { connection in
                try await connection.all(PostgresQuery(unsafeSQL: sql), logger: postgres.logger) { row in
                    try row.map { try $0.decode(Double?.self) }
                }
            }
        default:
            throw UnknownEngineStore()
        }
    }

    /// Every row of `table` in `order`, each whole row as one text (GRDB's description on SQLite, the row's own text on
    /// PostgreSQL): for comparing a table before and after, on one engine.
    static func rows(of table: String, orderedBy order: String, on store: any EngineStore) async throws -> [String] {
        switch store {
        case let sqlite as SQLiteStore:
            return try await sqlite.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY \(order)").map(\.description) }
        case let postgres as PostgresStore:
            return try await postgres.single { connection in
                try await connection.all(
                    PostgresQuery(unsafeSQL: "SELECT CAST(t AS TEXT) FROM \(table) AS t ORDER BY \(order)"), logger: postgres.logger
                ) { row in try row.decode(String.self) }
            }
        default:
            throw UnknownEngineStore()
        }
    }

    struct UnknownEngineStore: Error {}
}
