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
                DoctorFinding(
                    .problem, "folder",
                    "\(dataDirectory) does not exist. Start `repbook serve --data-dir \(dataDirectory)` once to create it, or pass the folder you "
                        + "use with --data-dir."
                )
            ]
        }
        var findings = [folder(), space()]
        guard FileManager.default.fileExists(atPath: databasePath) else {
            findings.append(
                DoctorFinding(
                    .problem, "database", "There is no \(DataDirectory.databaseFileName) in \(dataDirectory). Start the server once to create it."))
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
            let missing = DoctorFinding(
                .problem, "folder",
                "\(dataDirectory) does not exist. Start `repbook serve --database URL --data-dir \(dataDirectory)` once to create it, or pass the "
                    + "folder the servers share with --data-dir."
            )
            return [missing] + databaseFindings
        }
        return [folder(), space()] + databaseFindings + [backups(now: now)]
    }

    /// The folder belongs to this user, who can write it, and no one else can read it.
    func folder() -> DoctorFinding {
        guard let info = Self.status(dataDirectory) else { return DoctorFinding(.problem, "folder", "Cannot read \(dataDirectory).") }
        if info.owner != geteuid() {
            return DoctorFinding(
                .problem, "folder",
                "\(dataDirectory) belongs to user id \(info.owner), not to this user (\(geteuid())). Run doctor as the user the service runs as "
                    + "(sudo -u repbook repbook doctor ...), or chown -R that user \(dataDirectory)."
            )
        }
        guard access(dataDirectory, W_OK) == 0 else {
            return DoctorFinding(.problem, "folder", "\(dataDirectory) is not writable by this user. chmod u+rwx \(dataDirectory).")
        }
        let mode = info.mode
        if mode & 0o077 != 0 {
            return DoctorFinding(
                .warning, "folder", "\(dataDirectory) has mode \(String(mode, radix: 8)): other users can look inside. chmod 700 \(dataDirectory).")
        }
        return DoctorFinding(.ok, "folder", "\(dataDirectory) is yours and private (mode \(String(mode, radix: 8))).")
    }

    /// The database file is this user's and readable by no one else.
    func databaseFile() -> DoctorFinding {
        guard let info = Self.status(databasePath) else { return DoctorFinding(.problem, "database", "Cannot read \(databasePath).") }
        guard access(databasePath, R_OK | W_OK) == 0 else {
            return DoctorFinding(
                .problem, "database", "\(databasePath) is not readable and writable by this user. chown it to the user the service runs as.")
        }
        let mode = info.mode
        let size = Self.megabytes(info.size)
        if mode & 0o077 != 0 {
            return DoctorFinding(
                .warning, "database",
                "\(databasePath) (\(size)) has mode \(String(mode, radix: 8)): other users may read every account's data. chmod 600 \(databasePath).")
        }
        return DoctorFinding(.ok, "database", "\(databasePath) (\(size)), mode \(String(mode, radix: 8)).")
    }

    /// Enough room for a backup and a migration: at least `minimumFreeBytes` and twice the database.
    func space() -> DoctorFinding {
        guard let free = ((try? FileManager.default.attributesOfFileSystem(forPath: dataDirectory))?[.systemFreeSize] as? NSNumber)?.int64Value else {
            return DoctorFinding(.warning, "space", "Cannot read the free space of \(dataDirectory).")
        }
        let databaseBytes = Self.status(databasePath)?.size ?? 0
        let needed = max(minimumFreeBytes, 2 * databaseBytes)
        if free < needed {
            return DoctorFinding(
                .warning, "space",
                "Only \(Self.megabytes(free)) free where the data folder is; backups and upgrades need at least \(Self.megabytes(needed)). Free some "
                    + "space or move old backups elsewhere."
            )
        }
        return DoctorFinding(.ok, "space", "\(Self.megabytes(free)) free.")
    }

    /// The newest backup in the backup folder is recent enough.
    func backups(now: Date) -> DoctorFinding {
        guard let newest = try? BackupFolder(path: backupDirectory).backups().first else {
            return DoctorFinding(
                .warning, "backups",
                "No backup in \(backupDirectory). Run `repbook backup`, and keep `repbook serve --backup-every 24` (the default) on.")
        }
        let age = now.timeIntervalSince(newest.takenAt)
        let hours = Int(age / 3600)
        if age > maximumBackupAge {
            return DoctorFinding(
                .warning, "backups",
                "The newest backup, \(newest.name), is \(hours) hours old. Is the server running with --backup-every 0? Run `repbook backup` now.")
        }
        return DoctorFinding(.ok, "backups", "Newest backup \(newest.name), \(hours) hours old.")
    }

    /// A file's owner, permission bits and size.
    private static func status(_ path: String) -> (owner: UInt32, mode: Int, size: Int64)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let owner = (attributes[.ownerAccountID] as? NSNumber)?.uint32Value,
              let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
        else { return nil }
        return (owner, mode & 0o777, (attributes[.size] as? NSNumber)?.int64Value ?? 0)
    }

    private static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
