import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a backup in place of a data folder's database and photos while no server uses it. A backup zip (database and
/// photos) is checked and unpacked whole beside the data first (`repbook.sqlite.restoring`, `photos.restoring`); only then
/// are the current database and photos folder renamed to `…before-restore-<UTC time>` and the unpacked ones renamed into
/// place, each rename undone if a later one fails. An older backup (a bare SQLite file) restores the database alone and
/// leaves the photos folder as it is. The restored database is opened once (migrating a backup from an older Repbook).
public enum DatabaseRestore {
    /// Checks and unpacks a backup zip (zip, database, photos folder) and answers how many photos it unpacked.
    public typealias Unpacker = @Sendable (_ zip: String, _ database: String, _ photosFolder: String) async throws -> Int

    /// Checks and unpacks the backup zip at `zip` in this process: its database to `database`, the photos it names under
    /// `photosFolder`; answers how many photos. The CLI runs this in a parser child (`IsolatedParser.unpackBackup`).
    public static func unpackBundle(_ zip: String, database: String, photosFolder: String) throws -> Int {
        try BackupBundleReader.unpack(zip, of: SQLiteBackupFormat(), database: database, photosFolder: photosFolder)
    }

    /// Restores `backup` into `dataDirectory`, a backup zip checked and unpacked by `unpack`; refuses with a conflict
    /// while a server holds the folder's lock, and with a refusal naming what is wrong when the file is not a whole,
    /// restorable backup. A refusal changes nothing.
    public static func restore(
        from backup: String, into dataDirectory: String, now: Date,
        unpack: Unpacker = { try DatabaseRestore.unpackBundle($0, database: $1, photosFolder: $2) }
    ) async throws -> RestoredDatabase {
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock(dataDirectory: dataDirectory)
        } catch is DataDirectoryInUse {
            throw DomainError.conflict(LocalizedText("error.stop_server_first_repbook_server_using", ["dataDirectory": "\(dataDirectory)"]))
        }
        defer { withExtendedLifetime(lock) {} }

        let database = dataDirectory + "/" + DataDirectory.databaseFileName
        let photos = FileSystemPhotoStore(dataDirectory: dataDirectory).root.path
        let incoming = database + ".restoring"
        let incomingPhotos = photos + ".restoring"
        let staged = [incoming, incoming + "-journal", incoming + "-wal", incoming + "-shm", incomingPhotos]
        for leftover in staged { try? FileManager.default.removeItem(atPath: leftover) }
        defer {
            for leftover in staged { try? FileManager.default.removeItem(atPath: leftover) }
        }

        let photoCount: Int?
        if try BackupFormat.isZip(backup) {
            photoCount = try await unpack(backup, incoming, incomingPhotos)
        } else {
            try BackupValidation.validate(at: backup)
            try FileManager.default.copyItem(atPath: backup, toPath: incoming)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: incoming)
            photoCount = nil
        }

        let suffix = ".before-restore-" + BackupFileName.utcStamp(now)
        var undo: [() -> Void] = []
        let keptPhotos: String?
        let kept: String?
        do {
            if photoCount != nil {
                keptPhotos = try keepPreviousPhotos(photos, suffix: suffix)
                if let keptPhotos { undo.append { _ = rename(keptPhotos, photos) } }
                try move(incomingPhotos, to: photos)
                undo.append { _ = rename(photos, incomingPhotos) }
            } else {
                keptPhotos = nil
            }
            kept = try keepPrevious(database, suffix: suffix)
            if let kept { undo.append { _ = rename(kept, database) } }
            try move(incoming, to: database)
        } catch {
            for step in undo.reversed() { step() }
            throw error
        }

        let store = try SQLiteStore.open(path: database)
        let missing = photoCount == nil ? missingPhotos(database: database, dataDirectory: dataDirectory) : 0
        return RestoredDatabase(
            previous: kept, previousPhotos: keptPhotos, contents: try await store.contents(), photos: photoCount,
            missingPhotos: missing, migrations: try await store.appliedMigrations())
    }

    /// Renames the photos folder to `photos<suffix>` and answers that path, or nil when there was none.
    private static func keepPreviousPhotos(_ photos: String, suffix: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: photos) else { return nil }
        try move(photos, to: photos + suffix)
        return photos + suffix
    }

    /// How many photo files the restored database names that the photos folder does not hold (0 when it cannot tell).
    private static func missingPhotos(database: String, dataDirectory: String) -> Int {
        guard let references = try? SQLiteBackupFormat().photoFiles(inCopyAt: database) else { return 0 }
        let files = FileSystemPhotoStore(dataDirectory: dataDirectory)
        return references.filter { !FileManager.default.fileExists(atPath: files.url(of: $0.key, userID: $0.userID).path) }.count
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
            throw DomainError.conflict(
                LocalizedText("error.cannot_rename",
                    ["source": "\(source)", "destination": "\(destination)", "errno": "\(String(cString: strerror(errno)))"]))
        }
    }
}

/// A restored backup: where the database and photos it replaced were kept, and what the restored one holds.
public struct RestoredDatabase: Sendable {
    /// The path of the database it replaced, or nil when the folder had none.
    public let previous: String?
    /// The path the photos folder it replaced was kept under, or nil when there was none or the backup held no photos.
    public let previousPhotos: String?
    public let contents: DatabaseContents
    /// How many photo files were restored, or nil for an older backup that holds only the database.
    public let photos: Int?
    /// For an older backup: how many photos its database names that the photos folder does not hold.
    public let missingPhotos: Int
    /// The migrations applied after opening it (more than the backup had when it came from an older Repbook).
    public let migrations: [String]
}
