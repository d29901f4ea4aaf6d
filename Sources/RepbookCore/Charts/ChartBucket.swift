import Foundation

/// The period one dated bar covers: a day, a week (from its first day) or a calendar month.
public enum ChartBucket: Sendable, Equatable {
    case day
    case week
    case month

    /// The table's header for the bucket column: "Day", "Week of", "Month".
    func columnTitle(_ words: ChartWords) -> String {
        switch self {
        case .day: words.dayColumn
        case .week: words.weekColumn
        case .month: words.monthColumn
        }
    }

    /// The periods counted in a summary: "days", "weeks", "months".
    func periods(_ words: ChartWords) -> ChartUnit {
        switch self {
        case .day: words.days
        case .week: words.weeks
        case .month: words.months
        }
    }

    /// The bucket's date in the table: "3 Nov 2025" or "Nov 2025".
    func cell(_ start: LocalDate, _ words: ChartWords) -> String {
        self == .month ? words.month(start) : words.day(start)
    }

    /// The bucket in a bar's title: "3 Nov 2025", "Week of 3 Nov 2025", "Nov 2025".
    func title(_ start: LocalDate, _ words: ChartWords) -> String {
        switch self {
        case .day: words.day(start)
        case .week: words.fill(words.weekOfPattern, ["date": words.day(start)])
        case .month: words.month(start)
        }
    }

    /// The slot of `date` counted from the bucket that holds `first`.
    func slot(of date: LocalDate, from first: LocalDate) -> Int {
        switch self {
        case .day: return first.days(to: date)
        case .week: return Int((Double(first.days(to: date)) / 7).rounded(.down))
        case .month: return (date.year * 12 + date.month) - (first.year * 12 + first.month)
        }
    }

    /// The first day of slot `slot` counted from the bucket that holds `first`.
    func start(ofSlot slot: Int, from first: LocalDate) -> LocalDate {
        switch self {
        case .day: return first.adding(days: slot)
        case .week: return first.adding(days: 7 * slot)
        case .month:
            let index = first.year * 12 + (first.month - 1) + slot
            let year = Int((Double(index) / 12).rounded(.down))
            return LocalDate(unchecked: year, index - year * 12 + 1, 1)
        }
    }
}
