import Foundation

/// Formats values for a user with an explicit locale, calendar and the user's time zone, never the process defaults.
public struct DisplayFormat: Sendable {
    private let locale = Locale(identifier: "en_US_POSIX")
    private let timeZone: TimeZone

    public init(settings: UserSettings) {
        self.timeZone = settings.timeZone
    }

    /// A day such as "Sat 21 Nov 2026".
    public func day(_ date: LocalDate) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let weekday = calendar.component(.weekday, from: date.noon(in: timeZone))
        return "\(calendar.shortWeekdaySymbols[weekday - 1]) \(date.day) \(calendar.shortMonthSymbols[date.month - 1]) \(date.year)"
    }

    /// A log entry such as "100 kg × 5 × 3", or "12 reps × 3" without weight.
    public static func entry(_ entry: LiftLog.Entry) -> String {
        let reps = entry.reps.map(String.init) ?? "–"
        guard let weight = entry.weight else { return "\(reps) reps × \(entry.sets)" }
        return "\(Weight.format(weight)) \(entry.unit.symbol) × \(reps) × \(entry.sets)"
    }

    /// A date and time such as "21 Nov 2026, 22:18".
    public func dateTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = calendar.shortMonthSymbols[(parts.month ?? 1) - 1]
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 0), \(time)"
    }

    /// A clock time such as "18:05".
    public func time(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// A month such as "November 2026".
    public func monthTitle(_ month: YearMonth) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return "\(calendar.monthSymbols[month.month - 1]) \(month.year)"
    }

    /// A short day without the weekday, such as "3 Nov 2026".
    public func shortDay(_ date: LocalDate) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return "\(date.day) \(calendar.shortMonthSymbols[date.month - 1]) \(date.year)"
    }
}
