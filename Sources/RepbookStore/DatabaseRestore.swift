import Foundation
import GRDB
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a backup in place of a data folder's database while no server uses it: checks the backup, copies it next to
/// the database, keeps the database it replaces as `repbook.sqlite.before-restore-<UTC time>`, renames the copy into
/// place and opens it once (migrating a backup from an older Repbook).
public enum DatabaseRestore {
    /// Restores `backup` into `dataDirectory`; refuses with a conflict while a server holds the folder's lock, and with
    /// `BackupValidation`'s refusal when the file is not a restorable backup.
    public static func restore(from backup: String, into dataDirectory: String, now: Date) async throws -> RestoredDatabase {
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock(dataDirectory: dataDirectory)
        } catch is DataDirectoryInUse {
            throw DomainError.conflict("Stop the server first: a Repbook server is using \(dataDirectory).")
        }
        defer { withExtendedLifetime(lock) {} }
        try BackupValidation.validate(at: backup)

        let database = dataDirectory + "/" + DataDirectory.databaseFileName
        let incoming = database + ".restoring"
        try? FileManager.default.removeItem(atPath: incoming)
        try FileManager.default.copyItem(atPath: backup, toPath: incoming)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: incoming)
        let kept = try keepPrevious(database, suffix: ".before-restore-" + BackupFileName.utcStamp(now))
        try move(incoming, to: database)

        let store = try SQLiteStore.open(path: database)
        return RestoredDatabase(previous: kept, contents: try await store.contents(), migrations: try await store.appliedMigrations())
    }

    /// Renames the current database (after writing its WAL into it) to `<database><suffix>`, so nothing of it is lost,
    /// and removes its stale `-wal` and `-shm` files; answers the kept file's path, or nil when there was no database.
    private static func keepPrevious(_ database: String, suffix: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: database) else { return nil }
        // Closing the last connection checkpoints the WAL into the file; a damaged database simply keeps its WAL beside it.
        if let previous = try? DatabaseQueue(path: database) {
            try? previous.close()
        }
        let kept = database + suffix
        try move(database, to: kept)
        for companion in ["-wal", "-journal"] where FileManager.default.fileExists(atPath: database + companion) {
            try move(database + companion, to: kept + companion)
        }
        try? FileManager.default.removeItem(atPath: database + "-shm")
        return kept
    }

    private static func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw DomainError.conflict("Cannot rename \(source) to \(destination): \(String(cString: strerror(errno))).")
        }
    }
}

/// A restored database: where the one it replaced was kept, and what the restored one holds.
public struct RestoredDatabase: Sendable {
    /// The path of the database it replaced, or nil when the folder had none.
    public let previous: String?
    public let contents: DatabaseContents
    /// The migrations applied after opening it (more than the backup had when it came from an older Repbook).
    public let migrations: [String]
}
