import Foundation
import GRDB
import PostgresNIO
@testable import RepbookPostgres
@testable import RepbookStore

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

    struct UnknownEngineStore: Error {}
}
