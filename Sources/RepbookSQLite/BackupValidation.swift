import Foundation
import GRDB
import RepbookCore

/// Decides whether a file is a backup Repbook can restore, without changing it: a whole SQLite database that passes
/// SQLite's integrity and foreign key checks, made by this or an older Repbook. Every refusal names what is wrong.
public enum BackupValidation {
    /// Refuses anything but a restorable Repbook database with `DomainError.invalid(field: "file", …)`.
    public static func validate(at path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard FileManager.default.isReadableFile(atPath: path),
              let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        else { throw refusal("There is no readable file at \(path).") }
        guard let header = try SQLiteHeader(path: path) else { throw refusal("\(name) is not a SQLite database.") }
        if let pages = header.recordedPageCount, size < pages * header.pageSize {
            throw refusal("\(name) is truncated: it should be \(pages * header.pageSize) bytes but is \(size).")
        }
        if size % header.pageSize != 0 {
            throw refusal("\(name) is truncated: \(size) bytes is not a whole number of \(header.pageSize)-byte pages.")
        }
        guard header.isWAL else { return try check(path, name: name, readOnly: true) }
        let log = path + "-wal"
        if let logSize = try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int, logSize > 0 {
            throw refusal(
                "\(name) has changes not yet written into it (in \(name)-wal): stop the server using it, or take a backup with `repbook backup`.")
        }
        // Opening a WAL-mode file, even read-only, creates -wal and -shm files beside it: a private copy leaves its folder untouched.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-validate-\(UUID().uuidString).sqlite").path
        defer {
            for file in [copy, copy + "-wal", copy + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
        }
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try check(copy, name: name, readOnly: false)
    }

    private static func check(_ path: String, name: String, readOnly: Bool) throws {
        var configuration = Configuration()
        configuration.readonly = readOnly
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? database.close() }
            try database.read { db in try checkContents(db, name: name) }
        } catch let error as DatabaseError {
            throw refusal("\(name) is damaged or not a database (SQLite: \(error.message ?? "error \(error.resultCode)")).")
        }
    }

    private static func checkContents(_ db: Database, name: String) throws {
        let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        guard problems == ["ok"] else { throw refusal("\(name) is damaged: \(problems.first ?? "the integrity check failed").") }
        let broken = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if let first = broken.first {
            throw refusal("\(name) has \(broken.count) rows whose references are broken (the first in table \(first["table"] as String? ?? "?")).")
        }
        guard try db.tableExists("grdb_migrations") else { throw refusal("\(name) is not a Repbook database: it has no migrations table.") }
        try checkMigrations(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"), name: name)
        guard try db.tableExists("user") else { throw refusal("\(name) is not a Repbook database: it has no user table.") }
    }

    /// The migrations applied must be the first ones this Repbook knows; any it does not know come from a newer Repbook.
    private static func checkMigrations(_ applied: [String], name: String) throws {
        let known = SchemaMigrations.migrator.migrations
        let unknown = applied.filter { !known.contains($0) }.sorted()
        if !unknown.isEmpty, unknown.count == applied.count {
            throw refusal("\(name) is not a Repbook database: its migrations (\(unknown.joined(separator: ", "))) are not Repbook's.")
        }
        if !unknown.isEmpty {
            throw refusal("\(name) was made by a newer Repbook (migrations \(unknown.joined(separator: ", ")) are unknown here); upgrade first.")
        }
        guard Set(applied) == Set(known.prefix(applied.count)) else {
            let missing = known.prefix(applied.count).filter { !applied.contains($0) }
            throw refusal("\(name) has a schema no Repbook made: migration \(missing.joined(separator: ", ")) is missing before later ones.")
        }
    }

    private static func refusal(_ message: String) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
