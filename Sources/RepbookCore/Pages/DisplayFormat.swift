import Foundation

/// Formats values for a user with an explicit locale, calendar and the user's time zone, never the process defaults.
public struct DisplayFormat: Sendable {
    private let locale = Locale(identifier: "en_US_POSIX")
    private let timeZone: TimeZone

    public init(settings: UserSettings) {
        self.timeZone = settings.timeZone
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
}
