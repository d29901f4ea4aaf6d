import Foundation

/// A calendar month such as 2026-11.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    /// The month `date` falls in.
    public init(_ date: LocalDate) {
        year = date.year
        month = date.month
    }

    /// Parses `YYYY-MM` strictly (years 1900 to 2999).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
              (1900...2999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The first day of the month.
    public var firstDay: LocalDate { LocalDate(unchecked: year, month, 1) }
    /// The month after this one.
    public var next: YearMonth { YearMonth(month == 12 ? LocalDate(unchecked: year + 1, 1, 1) : LocalDate(unchecked: year, month + 1, 1)) }
    /// The month before this one.
    public var previous: YearMonth { YearMonth(firstDay.adding(days: -1)) }
    /// The same month `years` later (earlier when negative), kept within the years `init?(_:)` accepts.
    public func shifted(years: Int) -> YearMonth {
        YearMonth(LocalDate(unchecked: min(2999, max(1900, year + years)), month, 1))
    }
    /// The last day of the month.
    public var lastDay: LocalDate { next.firstDay.adding(days: -1) }
    /// How many days the month has.
    public var dayCount: Int { lastDay.day }

    /// `YYYY-MM`.
    public var description: String { String(format: "%04d-%02d", year, month) }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
}
