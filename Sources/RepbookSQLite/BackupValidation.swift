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
        else { throw refusal(LocalizedText("error.backup_file.no_file", ["path": .text(path)])) }
        guard let header = try SQLiteHeader(path: path) else { throw refusal(LocalizedText("error.backup_file.not_sqlite", ["name": .text(name)])) }
        if let pages = header.recordedPageCount, size < pages * header.pageSize {
            throw refusal(LocalizedText("error.backup_file.truncated",
                ["name": .text(name), "expected": .text(String(pages * header.pageSize)), "size": .text(String(size))]))
        }
        if size % header.pageSize != 0 {
            throw refusal(LocalizedText("error.backup_file.partial_page",
                ["name": .text(name), "size": .text(String(size)), "pageSize": .text(String(header.pageSize))]))
        }
        guard header.isWAL else { return try check(path, name: name, readOnly: true) }
        let log = path + "-wal"
        if let logSize = try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int, logSize > 0 {
            throw refusal(LocalizedText("error.backup_file.unwritten_log", ["name": .text(name)]))
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
            throw refusal(LocalizedText("error.backup_file.damaged_sqlite",
                ["name": .text(name), "detail": .text(error.message ?? "error \(error.resultCode)")]))
        }
    }

    private static func checkContents(_ db: Database, name: String) throws {
        let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        guard problems == ["ok"] else { throw refusal(LocalizedText("error.backup_file.damaged",
            ["name": .text(name), "detail": .text(problems.first ?? "integrity_check")])) }
        let broken = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if let first = broken.first {
            throw refusal(LocalizedText("error.backup_file.broken_references",
                ["name": .text(name), "count": .text(String(broken.count)), "table": .text(first["table"] as String? ?? "?")]))
        }
        guard try db.tableExists("grdb_migrations") else { throw refusal(LocalizedText("error.backup_file.no_migrations_table",
            ["name": .text(name)])) }
        try checkMigrations(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"), name: name)
        guard try db.tableExists("user") else { throw refusal(LocalizedText("error.backup_file.no_user_table", ["name": .text(name)])) }
    }

    /// The migrations applied must be the first ones this Repbook knows; any it does not know come from a newer Repbook.
    private static func checkMigrations(_ applied: [String], name: String) throws {
        let known = SchemaMigrations.migrator.migrations
        let unknown = applied.filter { !known.contains($0) }.sorted()
        if !unknown.isEmpty, unknown.count == applied.count {
            throw refusal(LocalizedText("error.backup_file.foreign_migrations",
                ["name": .text(name), "migrations": .text(unknown.joined(separator: ", "))]))
        }
        if !unknown.isEmpty {
            throw refusal(LocalizedText("error.backup_file.newer", ["name": .text(name), "migrations": .text(unknown.joined(separator: ", "))]))
        }
        guard Set(applied) == Set(known.prefix(applied.count)) else {
            let missing = known.prefix(applied.count).filter { !applied.contains($0) }
            throw refusal(LocalizedText("error.backup_file.schema_gap", ["name": .text(name), "migrations": .text(missing.joined(separator: ", "))]))
        }
    }

    private static func refusal(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
