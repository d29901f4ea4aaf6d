import Foundation

/// A duration as the status page shows it: "45 s", "12 min", "5 h 3 min", "3 d 4 h".
public enum ElapsedText {
    /// `seconds` (negative counts as zero) in the largest two units that fit, in English (the API and the CLI).
    public static func of(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds))
        let days = total / 86_400, hours = total % 86_400 / 3600, minutes = total % 3600 / 60
        if days > 0 { return hours > 0 ? "\(days) d \(hours) h" : "\(days) d" }
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(total) s"
    }

    /// The same two units as a catalog text (`elapsed.*`: "3 h 5 min", "3 Std. 5 Min."), for a page in the reader's language.
    public static func localized(_ seconds: TimeInterval) -> LocalizedText {
        let total = max(0, Int(seconds))
        let days = total / 86_400, hours = total % 86_400 / 3600, minutes = total % 3600 / 60
        if days > 0 {
            return hours > 0
                ? LocalizedText("elapsed.days_hours", ["days": .integer(days), "hours": .integer(hours)])
                : LocalizedText("elapsed.days", ["days": .integer(days)])
        }
        if hours > 0 {
            return minutes > 0
                ? LocalizedText("elapsed.hours_minutes", ["hours": .integer(hours), "minutes": .integer(minutes)])
                : LocalizedText("elapsed.hours", ["hours": .integer(hours)])
        }
        if minutes > 0 { return LocalizedText("elapsed.minutes", ["minutes": .integer(minutes)]) }
        return LocalizedText("elapsed.seconds", ["seconds": .integer(total)])
    }
}
