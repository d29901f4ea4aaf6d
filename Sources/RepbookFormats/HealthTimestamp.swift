import Foundation
import RepbookCore

/// An Apple Health timestamp such as `2016-11-27 23:51:18 +0300`: the wall-clock day at the record's own offset, and
/// the instant (seconds since 1970) that orders records across offsets.
struct HealthTimestamp: Equatable {
    let day: LocalDate
    let secondsSince1970: Int

    /// Parses `YYYY-MM-DD HH:MM:SS ±HHMM`; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 3, let day = LocalDate(String(parts[0])) else { return nil }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        let offset = parts[2]
        guard clock.count == 3, let hour = clock[0], let minute = clock[1], let second = clock[2],
              (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second),
              offset.count == 5, let sign = offset.first, sign == "+" || sign == "-",
              let offsetHours = Int(offset.dropFirst().prefix(2)), let offsetMinutes = Int(offset.suffix(2)) else { return nil }
        let offsetSeconds = (sign == "-" ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        self.day = day
        secondsSince1970 = day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    }
}
