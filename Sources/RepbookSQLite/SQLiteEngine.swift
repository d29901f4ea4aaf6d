import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The shared intents' engine on SQLite: a read is one of GRDB's pool readers in a deferred transaction, a write is
/// GRDB's one writer in an immediate transaction; the body runs synchronously on GRDB's queue, as the store always did.
struct SQLiteEngine: StoreEngine {
    let database: StoreDatabase

    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T {
        try await database.read { db in try body(GRDBConnection(db: db)) }
    }

    func readSingle<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T {
        try await database.readSingle { db in try body(GRDBConnection(db: db)) }
    }

    func write<T: Sendable>(_ body: @escaping @Sendable (any SQLConnection) throws -> T) async throws -> T {
        try await database.write { db in try body(GRDBConnection(db: db)) }
    }
}

extension SQLiteStore: SQLStore {
    public var engine: any StoreEngine { SQLiteEngine(database: writer) }
}
