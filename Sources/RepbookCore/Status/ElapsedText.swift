import Foundation

/// A duration as the status page shows it: "45 s", "12 min", "5 h 3 min", "3 d 4 h".
public enum ElapsedText {
    /// `seconds` (negative counts as zero) in the largest two units that fit.
    public static func of(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds))
        let days = total / 86_400, hours = total % 86_400 / 3600, minutes = total % 3600 / 60
        if days > 0 { return hours > 0 ? "\(days) d \(hours) h" : "\(days) d" }
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(total) s"
    }
}
