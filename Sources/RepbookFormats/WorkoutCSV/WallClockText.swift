import Foundation
import RepbookCore

/// An instant as the wall clock of a time zone shows it, the way workout CSV files write times: `2024-11-28 17:36:08`.
struct WallClockText {
    private let calendar: Calendar

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `YYYY-MM-DD HH:MM:SS` of `instant` in the zone (seconds cut, not rounded).
    func text(_ instant: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!)
    }
}
