import RepbookCore

/// A `BackupWriter` that counts the backups its inner writer wrote or failed to write in `AppMetrics`.
struct CountingBackupWriter: BackupWriter {
    let inner: any BackupWriter
    let metrics: AppMetrics

    func writeBackup(to path: String) async throws {
        do {
            try await inner.writeBackup(to: path)
            metrics.recordBackup(succeeded: true)
        } catch {
            metrics.recordBackup(succeeded: false)
            throw error
        }
    }
}
