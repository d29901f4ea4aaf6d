import Foundation

/// Where scheduled backups go, how often they are taken (never when the interval is 0) and how many are kept.
public struct BackupPolicy: Equatable, Sendable {
    /// The interval `repbook serve` uses unless told otherwise: a day.
    public static let defaultIntervalHours = 24.0
    /// How many scheduled backups are kept unless told otherwise.
    public static let defaultKeep = 7
    /// The longest interval accepted: a year.
    public static let maximumIntervalHours = 24.0 * 366
    /// The most backups that may be kept.
    public static let maximumKeep = 1000

    /// The folder of the backups.
    public let directory: String
    /// Seconds between scheduled backups; 0 means none are scheduled.
    public let interval: TimeInterval
    /// How many of the newest scheduled backups rotation keeps.
    public let keep: Int

    /// A policy for `directory`, refusing an interval outside 0 to a year or a count outside 1 to 1000.
    public init(directory: String, interval: TimeInterval, keep: Int) throws {
        guard interval.isFinite, interval >= 0, interval <= Self.maximumIntervalHours * 3600 else {
            throw DomainError.invalid(
                field: "backup-every", message:
                    LocalizedText("error.backup.interval_range", ["maximum": .text(String(Int(Self.maximumIntervalHours)))]))
        }
        guard (1...Self.maximumKeep).contains(keep) else {
            throw DomainError.invalid(field: "backup-keep", message:
                LocalizedText("error.backups_kept_out_of_range", ["maximumKeep": "\(Self.maximumKeep)"]))
        }
        self.directory = directory
        self.interval = interval
        self.keep = keep
    }

    /// The policy when nothing is scheduled: backups taken by hand still go to `<data>/backups`.
    public static func unscheduled(dataDirectory: String) -> BackupPolicy {
        // 0 and the default count are always valid.
        try! BackupPolicy(directory: defaultDirectory(dataDirectory: dataDirectory), interval: 0, keep: defaultKeep)
    }

    /// The default backup folder inside a data folder.
    public static func defaultDirectory(dataDirectory: String) -> String {
        dataDirectory + "/backups"
    }

    /// Whether backups are taken on a schedule.
    public var isScheduled: Bool { interval > 0 }

    /// The schedule in words: "Every 24 hours, keeping the newest 7." or "Off."
    public var scheduleText: String {
        guard isScheduled else { return "No scheduled backups (start the server with --backup-every HOURS to take them)." }
        return "\(Self.every(interval)), keeping the newest \(keep)."
    }

    /// "Every 24 hours", "Every 30 minutes", "Every second".
    private static func every(_ interval: TimeInterval) -> String {
        let seconds = Int(interval.rounded())
        switch seconds {
        case 3600...:
            let hours = Weight.format((interval / 36).rounded() / 100)
            return hours == "1" ? "Every hour" : "Every \(hours) hours"
        case 60...:
            return seconds / 60 == 1 ? "Every minute" : "Every \(seconds / 60) minutes"
        default:
            return seconds <= 1 ? "Every second" : "Every \(seconds) seconds"
        }
    }
}
