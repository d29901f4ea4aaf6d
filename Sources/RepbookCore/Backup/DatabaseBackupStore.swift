/// A store that can copy its whole database to a file while it is in use.
public protocol DatabaseBackupStore: Sendable {
    /// Writes a consistent snapshot of the whole database to `path`, replacing any file there atomically; readable only by its owner.
    func backup(to path: String) async throws
}
