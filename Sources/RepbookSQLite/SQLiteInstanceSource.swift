import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder

/// A data folder's SQLite database read for `repbook migrate`: one read transaction (a GRDB snapshot, so every read sees
/// the database as it was when the source was opened) over which each table is read in primary key order, batch by
/// batch, with each stored value converted to the type the target column holds. Open it while holding the data folder's
/// lock (`DataDirectoryLock`), after `SQLiteStore.open(dataDirectory:)` brought the schema up to date.
public final class SQLiteInstanceSource: InstanceSource {
    private let pool: DatabasePool
    private let snapshot: DatabaseSnapshot

    /// Opens the database file of `dataDirectory`; refuses a folder without one rather than making an empty database.
    public init(dataDirectory: String) throws {
        let path = dataDirectory + "/" + DataDirectory.databaseFileName
        guard FileManager.default.fileExists(atPath: path) else {
            throw InstanceCopyRefusal("There is no Repbook database at \(path).")
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        pool = try DatabasePool(path: path, configuration: configuration)
        snapshot = try pool.makeSnapshot()
    }

    /// Ends the read transaction and closes the database.
    public func close() throws {
        try snapshot.close()
        try pool.close()
    }

    public func tables() async throws -> [String] {
        try await snapshot.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
    }

    public func columns(of table: String) async throws -> [String] {
        try await snapshot.read { db in try db.columns(in: table).map(\.name) }
    }

    public func count(of table: String) async throws -> Int {
        try await snapshot.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0 }
    }

    public func identityFloors() async throws -> [String: Int64] {
        try await snapshot.read { db in
            guard try db.tableExists("sqlite_sequence") else { return [:] }
            var floors: [String: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, seq FROM sqlite_sequence") {
                floors[row["name"]] = row["seq"]
            }
            return floors
        }
    }

    public func readRows(
        of table: String, columns: [CopiedColumn], batchSize: Int, _ body: ([[CopiedValue]]) async throws -> Void
    ) async throws {
        let key = try await snapshot.read { db in try Self.keyColumns(of: table, db) }
        let selected = (columns.map(\.name) + key).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let order = key.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let first = "SELECT \(selected) FROM \(table.quotedDatabaseIdentifier) ORDER BY \(order) LIMIT \(batchSize)"
        let next = "SELECT \(selected) FROM \(table.quotedDatabaseIdentifier) WHERE (\(order)) > (\(key.map { _ in "?" }.joined(separator: ", "))) "
            + "ORDER BY \(order) LIMIT \(batchSize)"
        var last: [DatabaseValue]?
        repeat {
            let after = last
            let page = try await snapshot.read { db in
                let rows = try Row.fetchAll(db, sql: after == nil ? first : next, arguments: after.map { StatementArguments($0) } ?? [])
                return try rows.map { row in
                    let values = try columns.enumerated().map { index, column in
                        try Self.value(row[index], as: column, table: table, key: Array(row.databaseValues.suffix(key.count)))
                    }
                    return (values, Array(row.databaseValues.suffix(key.count)))
                }
            }
            guard !page.isEmpty else { return }
            try await body(page.map(\.0))
            last = page.last?.1
            if page.count < batchSize { return }
        } while true
    }

    /// The primary key's columns in key order, or the rowid for a table without one.
    private static func keyColumns(of table: String, _ db: Database) throws -> [String] {
        let primary = try db.primaryKey(table)
        return primary.rowIDColumn.map { [$0] } ?? (primary.columns.isEmpty ? ["rowid"] : primary.columns)
    }

    /// `stored` as `column`'s kind, or a refusal naming the table, the row's key and the column.
    private static func value(_ stored: DatabaseValue, as column: CopiedColumn, table: String, key: [DatabaseValue]) throws -> CopiedValue {
        func refused() -> InstanceCopyRefusal {
            InstanceCopyRefusal("Table \(table), row with key \(key.map(\.description).joined(separator: ", ")): column \(column.name) "
                    + "holds \(stored.description), which is not "
                    + (column.kind.rawValue == "integer" ? "an integer." : "a value of kind \(column.kind.rawValue).")
            )
        }
        if stored.isNull { return .null }
        switch (column.kind, stored.storage) {
        case (.integer, .int64(let number)): return .integer(number)
        case (.real, .double(let number)): return .real(number)
        case (.real, .int64(let number)): return .real(Double(number))
        case (.text, .string(let text)): return .text(text)
        case (.text, .blob(let data)):
            guard let text = String(data: data, encoding: .utf8) else { throw refused() }
            return .text(text)
        case (.boolean, .int64(let number)) where number == 0 || number == 1: return .boolean(number == 1)
        case (.instant, _):
            guard let date = Date.fromDatabaseValue(stored) else { throw refused() }
            return .instant(date)
        case (.day, .string(let text)):
            guard let day = LocalDate(text) else { throw refused() }
            return .day(day)
        case (.bytes, .blob(let data)): return .bytes([UInt8](data))
        case (.bytes, .string(let text)): return .bytes(Array(text.utf8))
        default: throw refused()
        }
    }
}

extension SQLiteInstanceSource {
    /// Every progress photo file the database names (owner, key, recorded size), read in the same snapshot.
    public func photoFiles() async throws -> [InstancePhotoFile] {
        try await snapshot.read { db in try SQLiteBackupFormat.photoFiles(db) { InstanceCopyRefusal($0.inRequestLanguage) } }
    }
}
