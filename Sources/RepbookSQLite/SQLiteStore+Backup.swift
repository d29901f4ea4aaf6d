import Foundation
import GRDB
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteStore: DatabaseBackupStore {
    /// Copies the whole database to `path` with SQLite's online backup, from one read transaction, so the copy is the
    /// database as it was at one moment while writers go on. The copy is written next to `path` (readable only by its
    /// owner), switched out of WAL mode so it is one self-contained file, and renamed into place.
    public func backup(to path: String) async throws {
        let destination = URL(fileURLWithPath: path)
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial").path
        guard FileManager.default.createFile(atPath: partial, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw DomainError.invalid(field: "to", message:
                LocalizedText("error.cannot_write_backup_in", ["path": "\(destination.deletingLastPathComponent().path)"]))
        }
        do {
            let copy = try DatabaseQueue(path: partial)
            try await writer.read { source in
                try copy.writeWithoutTransaction { target in
                    try source.backup(to: target)
                    try target.execute(sql: "PRAGMA journal_mode = DELETE")
                }
            }
            try copy.close()
            guard rename(partial, path) == 0 else {
                throw DomainError.invalid(field: "to", message:
                    LocalizedText("error.cannot_write_backup", ["path": "\(path)", "errno": "\(String(cString: strerror(errno)))"]))
            }
        } catch {
            for leftover in [partial, partial + "-journal", partial + "-wal", partial + "-shm"] {
                try? FileManager.default.removeItem(atPath: leftover)
            }
            throw error
        }
    }

    /// How many users, workouts and sets the database holds.
    public func contents() async throws -> DatabaseContents {
        try await writer.read { db in
            DatabaseContents(
                users: try Int.fetchOne(db, sql: "SELECT count(*) FROM user") ?? 0,
                workouts: try Int.fetchOne(db, sql: "SELECT count(*) FROM workout") ?? 0,
                sets: try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_set") ?? 0)
        }
    }
}
