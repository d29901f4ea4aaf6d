import Foundation
import RepbookCore

/// What one user may keep waiting in pending uploads at once, and for how long; tests lower it to check the 413.
public struct UploadQuota: Sendable {
    /// The most pending uploads (finished or still arriving) one user holds at once.
    public var maximumFiles: Int
    /// The most bytes one user's pending uploads take together: one Health export of the largest size accepted.
    public var maximumBytes: Int64
    /// How long an upload waits for its import before it is swept.
    public var lifetime: TimeInterval
    /// The most bytes all accounts' pending uploads take together on this data folder, so the disk does not fill with the
    /// number of accounts.
    public var maximumInstanceBytes: Int64

    public init(
        maximumFiles: Int = 10, maximumBytes: Int64 = 4 << 30, lifetime: TimeInterval = 60 * 60, maximumInstanceBytes: Int64 = 16 << 30
    ) {
        self.maximumFiles = maximumFiles
        self.maximumBytes = maximumBytes
        self.lifetime = lifetime
        self.maximumInstanceBytes = maximumInstanceBytes
    }

    /// A lifetime as people say it: "1 hour", "90 minutes".
    static func describe(_ lifetime: TimeInterval) -> LocalizedText {
        let minutes = Int(lifetime / 60)
        if minutes >= 60, minutes % 60 == 0 {
            return minutes == 60 ? LocalizedText("error.duration.one_hour") : LocalizedText("error.duration.hours", ["count": .integer(minutes / 60)])
        }
        return minutes == 1 ? LocalizedText("error.duration.one_minute") : LocalizedText("error.duration.minutes", ["count": .integer(minutes)])
    }
}
