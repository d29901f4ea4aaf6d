import Foundation

/// Formats values for a user with an explicit locale, calendar and the user's time zone, never the process defaults.
public struct DisplayFormat: Sendable {
    /// The Gregorian calendar in `en_US_POSIX` and the user's time zone, made once per format rather than per value.
    private let calendar: Calendar
    /// The language whose names and patterns dates are written with; nil writes English (pages not yet translated).
    private let localizer: Localizer?

    /// English names and patterns, for pages not yet translated.
    public init(settings: UserSettings) {
        self.init(settings: settings, localizer: nil)
    }

    /// Names and patterns of the localizer's language (`Sa., 21. Nov. 2026`).
    public init(settings: UserSettings, localizer: Localizer?) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = settings.timeZone
        calendar.locale = Self.locale
        self.calendar = calendar
        self.localizer = localizer
    }

    /// A day such as "Sat 21 Nov 2026".
    public func day(_ date: LocalDate) -> String {
        if let localizer { return localizer.day(date) }
        return "\(Self.weekdaysFromMonday[date.weekdayFromMonday]) \(date.day) \(Self.shortMonths[date.month - 1]) \(date.year)"
    }

    /// A log entry such as "100 kg × 5 × 3" (a weight converted from the other unit rounded to what a lifter loads),
    /// "12 reps × 3" without weight, or "2 sets" for timed work (no weight, no
    /// reps), never "– reps × 1".
    public static func entry(_ entry: LiftLog.Entry) -> String {
        if entry.weight == nil, entry.reps == nil { return entry.sets == 1 ? "1 set" : "\(entry.sets) sets" }
        let reps = entry.reps.map(String.init) ?? "–"
        guard let weight = entry.weight else { return "\(reps) reps × \(entry.sets)" }
        return "\(Weight.format(Weight.shown(weight, in: entry.unit))) \(entry.unit.symbol) × \(reps) × \(entry.sets)"
    }

    /// A date and time such as "21 Nov 2026, 22:18".
    public func dateTime(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        if let localizer {
            return localizer.text("date.date_time", [
                "day": String(parts.day ?? 1), "month": localizer.text("date.month.short.\(parts.month ?? 1)"),
                "year": String(parts.year ?? 0), "time": Self.clock(parts),
            ])
        }
        let month = Self.shortMonths[(parts.month ?? 1) - 1]
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 0), \(Self.clock(parts))"
    }

    /// A clock time such as "18:05".
    public func time(_ date: Date) -> String {
        Self.clock(calendar.dateComponents([.hour, .minute], from: date))
    }

    /// A month such as "November 2026".
    public func monthTitle(_ month: YearMonth) -> String {
        if let localizer { return localizer.month(month.month, year: month.year) }
        return "\(Self.months[month.month - 1]) \(month.year)"
    }

    /// A short day without the weekday, such as "3 Nov 2026".
    public func shortDay(_ date: LocalDate) -> String {
        "\(date.day) \(Self.shortMonths[date.month - 1]) \(date.year)"
    }

    /// Hours and minutes as two digits each.
    private static func clock(_ parts: DateComponents) -> String {
        String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The locale of every formatted value.
    static let locale = Locale(identifier: "en_US_POSIX")

    /// `en_US_POSIX`'s short weekday names, Monday first (`LocalDate.weekdayFromMonday` indexes them).
    static let weekdaysFromMonday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `en_US_POSIX`'s short month names.
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `en_US_POSIX`'s month names.
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
}
