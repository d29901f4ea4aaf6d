/// Writes one backup file holding everything a server keeps: the database snapshot and the photo files it names.
public protocol BackupWriter: Sendable {
    /// Writes a whole backup to `path`, replacing any file there atomically; readable only by its owner.
    func writeBackup(to path: String) async throws
}
