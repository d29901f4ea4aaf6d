import Foundation

/// Instants in an archive: ISO-8601 with milliseconds and the offset of the user's time zone at that instant, such as
/// `2026-11-20T18:30:05.250+01:00`; read back to the same millisecond from any offset (or `Z`).
public enum ArchiveTimestamp {
    /// `date` as text in `timeZone`, to the millisecond (UTC, `Z`, when the zone's offset is not whole minutes).
    public static func text(_ date: Date, in timeZone: TimeZone) -> String {
        var offset = timeZone.secondsFromGMT(for: date)
        if offset % 60 != 0 { offset = 0 }
        let local = date.unixMilliseconds + Int64(offset) * 1000
        let dayMillis: Int64 = 86_400_000
        let days = local >= 0 ? local / dayMillis : (local - dayMillis + 1) / dayMillis
        let time = Int(local - days * dayMillis)
        let day = LocalDate(dayNumber: Int(days))
        let clock = String(format: "%02d:%02d:%02d.%03d", time / 3_600_000, time / 60_000 % 60, time / 1000 % 60, time % 1000)
        return "\(day)T\(clock)\(offsetText(offset))"
    }

    /// The instant written by `text(_:in:)` or any ISO-8601 date-time with seconds and an offset; nil otherwise.
    public static func date(_ text: String) -> Date? {
        let pattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|([+-])(\d{2}):(\d{2}))$/
        guard let match = text.wholeMatch(of: pattern), let day = LocalDate(String(match.1)),
              let hour = Int(match.2), let minute = Int(match.3), let second = Int(match.4),
              hour < 24, minute < 60, second < 60 else { return nil }
        let fraction = match.5.map { String($0.prefix(3)).padding(toLength: 3, withPad: "0", startingAt: 0) } ?? "000"
        var offset = 0
        if let sign = match.7, let offsetHours = match.8.flatMap({ Int($0) }), let offsetMinutes = match.9.flatMap({ Int($0) }) {
            guard offsetHours < 24, offsetMinutes < 60 else { return nil }
            offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == "-" ? -1 : 1)
        }
        let seconds = Int64(day.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
        let millis = seconds * 1000 + Int64(Int(fraction) ?? 0)
        return Date(timeIntervalSince1970: Double(millis) / 1000)
    }

    private static func offsetText(_ seconds: Int) -> String {
        guard seconds != 0 else { return "Z" }
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
