import Foundation

/// When the first scheduled backup runs after the server starts.
public enum BackupSchedule {
    /// Seconds to wait: none when the newest backup is already older than the interval, else one whole interval.
    public static func firstDelay(newest: Date?, now: Date, interval: TimeInterval) -> TimeInterval {
        guard let newest, now.timeIntervalSince(newest) >= interval else { return interval }
        return 0
    }
}
