import Foundation

/// The backup folder on disk: lists Repbook's backups and rotates them, never touching files with other names.
public struct BackupFolder: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Creates the folder (readable only by its owner) if it is missing.
    public func create() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// The path of the file `name` in the folder.
    public func path(of name: String) -> String {
        path + "/" + name
    }

    /// Repbook's backups in the folder, newest first; none when the folder does not exist.
    public func backups() throws -> [BackupFile] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: path).compactMap(file(named:)).sorted { $0.name > $1.name }
    }

    /// The backup named `name`, or nil when the name is not a backup's or the file is gone.
    public func file(named name: String) throws -> BackupFile? {
        guard let takenAt = BackupFileName.instant(of: name) else { return nil }
        let filePath = path(of: name)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: filePath),
              attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return BackupFile(name: name, path: filePath, byteCount: (attributes[.size] as? Int) ?? 0, takenAt: takenAt)
    }

    /// Deletes all but the newest `keep` backups and answers the names deleted.
    @discardableResult
    public func rotate(keep: Int) throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let expired = BackupRotation.expired(try FileManager.default.contentsOfDirectory(atPath: path), keep: keep)
        for name in expired {
            try FileManager.default.removeItem(atPath: path(of: name))
        }
        return expired
    }
}
