import Foundation

/// The names of backup files: `repbook-YYYYMMDD-HHMMSS.zip` in the folder (UTC), `repbook-backup-YYYY-MM-DD.zip` for a
/// download (the user's day). Backups taken before photos were included end in `.sqlite` and are still listed and rotated.
public enum BackupFileName {
    private static let prefix = "repbook-"
    /// The extension of a backup holding the database and the photos.
    public static let suffix = ".zip"
    /// The extension of an older backup holding only the database.
    public static let databaseOnlySuffix = ".sqlite"

    /// The name of a backup taken at `instant`, such as `repbook-20261121-143005.zip`.
    public static func stamped(at instant: Date) -> String {
        prefix + utcStamp(instant) + suffix
    }

    /// When the backup named `name` was taken, or nil when the name is not one Repbook gives (such files are never rotated).
    public static func instant(of name: String) -> Date? {
        guard name.hasPrefix(prefix), let ending = [suffix, databaseOnlySuffix].first(where: { name.hasSuffix($0) }) else { return nil }
        let stamp = name.dropFirst(prefix.count).dropLast(ending.count)
        let digits = stamp.split(separator: "-", omittingEmptySubsequences: false)
        guard digits.count == 2, digits[0].count == 8, digits[1].count == 6,
              digits.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let day = Int(digits[0]), let time = Int(digits[1])
        else { return nil }
        var parts = DateComponents()
        parts.year = day / 10_000
        parts.month = day / 100 % 100
        parts.day = day % 100
        parts.hour = time / 10_000
        parts.minute = time / 100 % 100
        parts.second = time % 100
        guard let instant = utcCalendar.date(from: parts), utcStamp(instant) == stamp else { return nil }
        return instant
    }

    /// The name a downloaded backup is saved under: `repbook-backup-2026-11-21.zip`.
    public static func download(on day: LocalDate) -> String {
        "repbook-backup-\(day)\(suffix)"
    }

    /// `20261121-143005`: the instant in UTC, for file names.
    public static func utcStamp(_ instant: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        return String(
            format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0,
            parts.second ?? 0)
    }

    private static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }
}
