import Foundation

extension LocalDate {
    /// The Monday of this day's week (weeks run Monday to Sunday, as ISO 8601 and weekly splits count them).
    public var weekStart: LocalDate { adding(days: -weekdayFromMonday) }
}

/// Groups dated values into weeks and months of calendar days; a date is already the user's local day, so daylight
/// saving and time zones cannot move a value across a boundary once its day is known.
public enum WeekBuckets {
    /// The Mondays of the `count` weeks ending with the week of `today`, oldest first.
    public static func weeks(endingWith today: LocalDate, count: Int) -> [LocalDate] {
        let last = today.weekStart
        return (0..<max(0, count)).reversed().map { last.adding(days: -7 * $0) }
    }

    /// Sums `value` of `items` per week, for each of `weeks` (Mondays); weeks without items are zero.
    public static func sum<Item>(_ items: [Item], date: (Item) -> LocalDate, value: (Item) -> Double, over weeks: [LocalDate]) -> [Double] {
        var totals: [LocalDate: Double] = [:]
        for item in items { totals[date(item).weekStart, default: 0] += value(item) }
        return weeks.map { totals[$0] ?? 0 }
    }
}
