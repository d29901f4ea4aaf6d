import Foundation

/// A wall-clock date and time written without a zone, as Strong, Hevy and FitNotes export them; it becomes an instant
/// only in the user's time zone.
public struct NaiveDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    /// A time of day on `date`; nil when a part is out of range.
    public init?(date: LocalDate, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The instant this wall-clock time names in `timeZone` (in a skipped daylight-saving hour, the next valid one).
    public func instant(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = DateComponents(year: date.year, month: date.month, day: date.day, hour: hour, minute: minute, second: second)
        return calendar.date(from: parts)!
    }

    /// `YYYY-MM-DD HH:MM:SS`.
    public var description: String {
        "\(date) " + [hour, minute, second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    public static func < (lhs: NaiveDateTime, rhs: NaiveDateTime) -> Bool {
        (lhs.date, lhs.hour, lhs.minute, lhs.second) < (rhs.date, rhs.hour, rhs.minute, rhs.second)
    }
}
