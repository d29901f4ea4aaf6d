import Foundation
import GRDB
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Before a newer binary migrates an existing database, a copy of it as it is: `repbook-YYYYMMDD-HHMMSS.sqlite` in the
/// backup folder (a database-only backup that `repbook restore` and Settings → Backups know), taken with SQLite's online
/// backup and renamed into place, readable only by its owner.
enum UpgradeBackup {
    /// Copies the database `source` into `folder` and answers the file's path and size.
    static func take(of source: any DatabaseReader, into folder: String, now: Date) throws -> (path: String, bytes: Int) {
        let backups = BackupFolder(path: folder)
        try backups.create()
        let path = backups.path(of: BackupFileName.stamped(at: now).replacingOccurrences(
            of: BackupFileName.suffix, with: BackupFileName.databaseOnlySuffix))
        let partial = backups.path(of: ".upgrade-\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: partial, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CannotBackUp(reason: "cannot write in \(folder)")
        }
        do {
            let copy = try DatabaseQueue(path: partial)
            try source.read { db in
                try copy.writeWithoutTransaction { target in
                    try db.backup(to: target)
                    try target.execute(sql: "PRAGMA journal_mode = DELETE")
                }
            }
            try copy.close()
            guard rename(partial, path) == 0 else { throw CannotBackUp(reason: String(cString: strerror(errno))) }
        } catch {
            for leftover in [partial, partial + "-journal"] { try? FileManager.default.removeItem(atPath: leftover) }
            throw error
        }
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        return (path, bytes)
    }

    /// The backup before an upgrade failed, so the upgrade did not run.
    struct CannotBackUp: Error, CustomStringConvertible {
        let reason: String
        var description: String { "Could not back up the database before upgrading it (\(reason)); nothing was changed." }
    }
}
