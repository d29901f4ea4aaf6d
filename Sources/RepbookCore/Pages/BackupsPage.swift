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
    public static func make(for user: User, settings: UserSettings, backups: BackupService, localizer: Localizer) throws -> BackupsPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let rows = try backups.backups(visibleTo: user).map {
            Row(name: $0.name, size: localizer.byteCount($0.byteCount), taken: format.dateTime($0.takenAt))
        }
        return BackupsPage(
            folder: backups.policy.directory, schedule: schedule(backups.policy, localizer), isScheduled: backups.policy.isScheduled,
            backups: rows, hasBackups: !rows.isEmpty,
            restoreCommand: "repbook restore \(rows.first.map { backups.folder.path(of: $0.name) } ?? "FILE") --data-dir \(backups.dataDirectory)")
    }

    /// "Every 24 hours, keeping the newest 7." in the localizer's language, or why there is no schedule.
    static func schedule(_ policy: BackupPolicy, _ localizer: Localizer) -> String {
        guard policy.isScheduled else { return localizer.text("data.backups.not_scheduled") }
        let seconds = Int(policy.interval.rounded())
        let every = switch seconds {
        case 3600: localizer.text("data.backups.every_hour")
        case 3600...:
            seconds % 3600 == 0
                ? localizer.plural("data.backups.every_hours", count: seconds / 3600)
                : localizer.text("data.backups.every_hours_fraction", ["hours": localizer.numbers.decimal(policy.interval / 3600)])
        case 60..<120: localizer.text("data.backups.every_minute")
        case 120...: localizer.plural("data.backups.every_minutes", count: seconds / 60)
        case ...1: localizer.text("data.backups.every_second")
        default: localizer.plural("data.backups.every_seconds", count: seconds)
        }
        return localizer.plural("data.backups.schedule", count: policy.keep, ["every": every])
    }
}
