import Foundation

/// Backups of everything (the database and the photo files it names, in one file): taken by hand or on a schedule into
/// the backup folder (rotated), and listed and downloaded by the owner only; anyone else is told there is no such thing.
public struct BackupService: Sendable {
    public let policy: BackupPolicy
    /// The data folder, named in the restore instructions.
    public let dataDirectory: String
    private let writer: any BackupWriter
    private let now: Clock

    public init(writer: any BackupWriter, policy: BackupPolicy, dataDirectory: String, now: @escaping Clock) {
        self.writer = writer
        self.policy = policy
        self.dataDirectory = dataDirectory
        self.now = now
    }

    /// The backup folder.
    public var folder: BackupFolder { BackupFolder(path: policy.directory) }

    /// Takes a backup into the folder now, named by the time.
    public func backUp() async throws -> BackupFile {
        try folder.create()
        let name = BackupFileName.stamped(at: now())
        try await writer.writeBackup(to: folder.path(of: name))
        guard let file = try folder.file(named: name) else {
            throw DomainError.conflict(LocalizedText("error.backup_disappeared_while_it_was_written", ["value": "\(name)"]))
        }
        return file
    }

    /// Takes a backup to `path` (any name, any folder) and answers its size in bytes.
    public func backUp(to path: String) async throws -> Int {
        try await writer.writeBackup(to: path)
        return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// A scheduled backup: takes one, then deletes all but the newest `policy.keep`.
    public func backUpAndRotate() async throws -> ScheduledBackup {
        let file = try await backUp()
        return ScheduledBackup(file: file, deleted: try folder.rotate(keep: policy.keep))
    }

    /// When the newest backup in the folder was taken, if there is one.
    public func newestBackupTime() throws -> Date? {
        try folder.backups().first?.takenAt
    }

    /// The backups, newest first, for the owner.
    public func backups(visibleTo user: User) throws -> [BackupFile] {
        try Self.requireOwner(user)
        return try folder.backups()
    }

    /// A fresh snapshot for the owner to download, in a hidden file of the backup folder that the caller deletes once sent.
    public func snapshotForDownload(by user: User, timeZone: TimeZone) async throws -> BackupDownload {
        try Self.requireOwner(user)
        try folder.create()
        let instant = now()
        let path = folder.path(of: ".download-\(UUID().uuidString)\(BackupFileName.suffix)")
        try await writer.writeBackup(to: path)
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return BackupDownload(path: path, fileName: BackupFileName.download(on: LocalDate(instant, in: timeZone)), byteCount: size)
    }

    /// Backups are the owner's alone: anyone else is told there is nothing here.
    public static func requireOwner(_ user: User) throws {
        guard user.isOwner else { throw DomainError.notFound(LocalizedText("error.there_no_such_page")) }
    }
}

/// A scheduled backup that was taken, and the old ones rotation deleted.
public struct ScheduledBackup: Sendable {
    public let file: BackupFile
    public let deleted: [String]
}

/// A snapshot written for a download: where it is, the name to save it under, and its size.
public struct BackupDownload: Sendable {
    public let path: String
    public let fileName: String
    public let byteCount: Int
}
