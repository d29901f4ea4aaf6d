import Foundation

/// The day a journal or supplement request is about: a real day written YYYY-MM-DD, today when left out, never after
/// today in the user's time zone.
public enum TrackedDay {
    /// Parses `text` (nil or blank means `today`), naming `field` when it is not a real day or lies in the future.
    public static func parse(_ text: String?, today: LocalDate, field: String = "date") throws(DomainError) -> LocalDate {
        let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !trimmed.isEmpty else { return today }
        guard let date = LocalDate(trimmed) else {
            throw .invalid(field: field, message: LocalizedText("error.date.not_a_day_example"))
        }
        guard date <= today else { throw .invalid(field: field, message: LocalizedText("error.date_cannot_after_today", ["today": "\(today)"])) }
        return date
    }
}
