import Foundation
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Examines a data folder without changing it, so it can run beside the server: ownership and permissions, free space, the
/// database file, the engine's own checks of the database (given by the engine), and the age of the newest backup.
public struct DataFolderDoctor: Sendable {
    public let dataDirectory: String
    public let backupDirectory: String
    /// Below this much free space on the data folder's file system, doctor warns.
    public var minimumFreeBytes: Int64 = 1 << 30
    /// A newest backup older than this is a warning.
    public var maximumBackupAge: TimeInterval = 48 * 3600

    public init(dataDirectory: String, backupDirectory: String? = nil) {
        self.dataDirectory = dataDirectory
        self.backupDirectory = backupDirectory ?? BackupPolicy.defaultDirectory(dataDirectory: dataDirectory)
    }

    private var databasePath: String { dataDirectory + "/" + DataDirectory.databaseFileName }

    /// Every check's finding, in a fixed order, for a folder that holds its database (`repbook.sqlite`): `databaseChecks`
    /// examines the database at the path it is given, read-only.
    public func examine(now: Date = Date(), databaseChecks: (String) -> [DoctorFinding]) -> [DoctorFinding] {
        guard FileManager.default.fileExists(atPath: dataDirectory) else {
            return [
                DoctorFinding(.problem, "folder", LocalizedText("doctor.folder_missing", ["folder": .text(dataDirectory)]))
            ]
        }
        var findings = [folder(), space()]
        guard FileManager.default.fileExists(atPath: databasePath) else {
            findings.append(
                DoctorFinding(
                    .problem, "database",
                    LocalizedText("doctor.database_missing", ["file": .text(DataDirectory.databaseFileName), "folder": .text(dataDirectory)])))
            return findings
        }
        findings.append(databaseFile())
        findings.append(contentsOf: databaseChecks(databasePath))
        findings.append(backups(now: now))
        return findings
    }

    /// The checks of a data folder whose database is elsewhere (PostgreSQL: the folder holds photos, pending uploads and
    /// backups): the folder and free space, then `databaseFindings` (the database's own checks), then the newest backup.
    public func examineSharedFolder(databaseFindings: [DoctorFinding], now: Date = Date()) -> [DoctorFinding] {
        guard FileManager.default.fileExists(atPath: dataDirectory) else {
            let missing = DoctorFinding(.problem, "folder", LocalizedText("doctor.shared_folder_missing", ["folder": .text(dataDirectory)]))
            return [missing] + databaseFindings
        }
        return [folder(), space()] + databaseFindings + [backups(now: now)]
    }

    /// The folder belongs to this user, who can write it, and no one else can read it.
    func folder() -> DoctorFinding {
        guard let info = Self.status(dataDirectory) else { return DoctorFinding(.problem, "folder", Self.cannotRead(dataDirectory)) }
        if info.owner != geteuid() {
            return DoctorFinding(
                .problem, "folder",
                LocalizedText("doctor.folder_not_owned", ["folder": .text(dataDirectory), "owner": "\(info.owner)", "user": "\(geteuid())"]))
        }
        guard access(dataDirectory, W_OK) == 0 else {
            return DoctorFinding(.problem, "folder", LocalizedText("doctor.folder_not_writable", ["folder": .text(dataDirectory)]))
        }
        let mode = info.mode
        if mode & 0o077 != 0 {
            return DoctorFinding(
                .warning, "folder", LocalizedText("doctor.folder_open", ["folder": .text(dataDirectory), "mode": .text(String(mode, radix: 8))]))
        }
        return DoctorFinding(
            .ok, "folder", LocalizedText("doctor.folder_ok", ["folder": .text(dataDirectory), "mode": .text(String(mode, radix: 8))]))
    }

    /// The database file is this user's and readable by no one else.
    func databaseFile() -> DoctorFinding {
        guard let info = Self.status(databasePath) else { return DoctorFinding(.problem, "database", Self.cannotRead(databasePath)) }
        guard access(databasePath, R_OK | W_OK) == 0 else {
            return DoctorFinding(.problem, "database", LocalizedText("doctor.database_not_writable", ["path": .text(databasePath)]))
        }
        let mode = info.mode
        let size = Self.megabytes(info.size)
        if mode & 0o077 != 0 {
            return DoctorFinding(
                .warning, "database",
                LocalizedText("doctor.database_open", ["path": .text(databasePath), "size": size, "mode": .text(String(mode, radix: 8))]))
        }
        return DoctorFinding(
            .ok, "database", LocalizedText("doctor.database_ok", ["path": .text(databasePath), "size": size, "mode": .text(String(mode, radix: 8))]))
    }

    /// Enough room for a backup and a migration: at least `minimumFreeBytes` and twice the database.
    func space() -> DoctorFinding {
        guard let free = ((try? FileManager.default.attributesOfFileSystem(forPath: dataDirectory))?[.systemFreeSize] as? NSNumber)?.int64Value else {
            return DoctorFinding(.warning, "space", LocalizedText("doctor.space_unknown", ["folder": .text(dataDirectory)]))
        }
        let databaseBytes = Self.status(databasePath)?.size ?? 0
        let needed = max(minimumFreeBytes, 2 * databaseBytes)
        if free < needed {
            return DoctorFinding(
                .warning, "space", LocalizedText("doctor.space_low", ["free": Self.megabytes(free), "needed": Self.megabytes(needed)]))
        }
        return DoctorFinding(.ok, "space", LocalizedText("doctor.space_ok", ["free": Self.megabytes(free)]))
    }

    /// The newest backup in the backup folder is recent enough.
    func backups(now: Date) -> DoctorFinding {
        guard let newest = try? BackupFolder(path: backupDirectory).backups().first else {
            return DoctorFinding(.warning, "backups", LocalizedText("doctor.no_backup", ["folder": .text(backupDirectory)]))
        }
        let age = now.timeIntervalSince(newest.takenAt)
        let hours = Int(age / 3600)
        if age > maximumBackupAge {
            return DoctorFinding(.warning, "backups", LocalizedText("doctor.backup_old", ["name": .text(newest.name), "hours": .integer(hours)]))
        }
        return DoctorFinding(.ok, "backups", LocalizedText("doctor.backup_ok", ["name": .text(newest.name), "hours": .integer(hours)]))
    }

    /// A file's owner, permission bits and size.
    private static func status(_ path: String) -> (owner: UInt32, mode: Int, size: Int64)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let owner = (attributes[.ownerAccountID] as? NSNumber)?.uint32Value,
              let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
        else { return nil }
        return (owner, mode & 0o777, (attributes[.size] as? NSNumber)?.int64Value ?? 0)
    }

    /// "Cannot read …" for a path.
    private static func cannotRead(_ path: String) -> LocalizedText {
        LocalizedText("doctor.cannot_read", ["path": .text(path)])
    }

    /// Bytes as decimal megabytes to one place ("12.3 MB", "12,3 MB"), in the reader's language.
    private static func megabytes(_ bytes: Int64) -> LocalizedText.Slot {
        .localized(LocalizedText("doctor.megabytes", ["size": .decimal((Double(bytes) / 100_000).rounded() / 10)]))
    }
}
