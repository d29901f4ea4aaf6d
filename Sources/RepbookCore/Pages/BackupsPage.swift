import Foundation

/// The owner's backup page: the folder, the schedule, the backups taken, and how to restore one.
public struct BackupsPage: Sendable {
    public let folder: String
    public let schedule: String
    public let isScheduled: Bool
    public let backups: [Row]
    public let hasBackups: Bool
    /// The command that restores a backup into this server's data folder.
    public let restoreCommand: String

    /// A backup in the list.
    public struct Row: Sendable {
        public let name: String
        public let size: String
        public let taken: String
    }

    /// Builds the page for `user`; anyone but the owner is told there is no such page.
    public static func make(for user: User, settings: UserSettings, backups: BackupService) throws -> BackupsPage {
        let format = DisplayFormat(settings: settings)
        let rows = try backups.backups(visibleTo: user).map {
            Row(name: $0.name, size: ByteCount.text($0.byteCount), taken: format.dateTime($0.takenAt))
        }
        return BackupsPage(
            folder: backups.policy.directory, schedule: backups.policy.scheduleText, isScheduled: backups.policy.isScheduled,
            backups: rows, hasBackups: !rows.isEmpty,
            restoreCommand: "repbook restore \(rows.first.map { backups.folder.path(of: $0.name) } ?? "FILE") --data-dir \(backups.dataDirectory)")
    }
}
