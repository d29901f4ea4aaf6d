import Foundation

/// Picks date ticks for a time axis by its span: days ("3 Nov"), months ("Nov", January as "2026") or years ("2025").
enum ChartTimeAxis {
    /// How finely a time axis is labelled.
    enum Granularity: Int, Comparable {
        case days, months, years

        static func < (lhs: Granularity, rhs: Granularity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Days up to about three months, months up to three years, years beyond.
    static func granularity(spanDays: Int) -> Granularity {
        spanDays <= 92 ? .days : spanDays <= 1096 ? .months : .years
    }

    /// Ticks (day numbers and labels) from `first` to `last` inclusive, at most `maxCount`; weekly steps fall on days
    /// a multiple of seven from `weekAnchor` (a Monday by default); labels in `words`' language.
    static func ticks(
        from first: Int, to last: Int, maxCount: Int = 6, minimumDayStep: Int = 1, weekAnchor: Int = 4,
        minimumGranularity: Granularity = .days, words: ChartWords = .english
    ) -> [(day: Int, label: String)] {
        let granularity = max(granularity(spanDays: last - first), minimumGranularity)
        var ticks: [(day: Int, label: String)]
        switch granularity {
        case .days:
            ticks = dayTicks(from: first, to: last, maxCount: maxCount, minimumStep: minimumDayStep, weekAnchor: weekAnchor, words: words)
        case .months:
            ticks = monthTicks(from: first, to: last, maxCount: maxCount, words: words)
        case .years:
            ticks = yearTicks(from: first, to: last, maxCount: maxCount)
        }
        if ticks.isEmpty {
            let date = LocalDate(dayNumber: first)
            let label = switch granularity {
            case .days: words.dayAndMonth(date)
            case .months: words.month(date)
            case .years: String(date.year)
            }
            ticks = [(first, label)]
        }
        return ticks
    }

    private static func dayTicks(
        from first: Int, to last: Int, maxCount: Int, minimumStep: Int, weekAnchor: Int, words: ChartWords
    ) -> [(day: Int, label: String)] {
        let steps = [1, 2, 3, 7, 14, 21, 28, 35, 42].filter { $0 >= minimumStep }
        var best: [Int] = []
        for step in steps {
            var start = first
            if step % 7 == 0 {
                let offset = ((first - weekAnchor) % step + step) % step
                start = offset == 0 ? first : first + step - offset
            }
            let days = Array(stride(from: start, through: last, by: step))
            best = days
            if days.count <= maxCount { break }
        }
        return best.map { ($0, words.dayAndMonth(LocalDate(dayNumber: $0))) }
    }

    private static func monthTicks(from first: Int, to last: Int, maxCount: Int, words: ChartWords) -> [(day: Int, label: String)] {
        let start = LocalDate(dayNumber: first)
        let end = LocalDate(dayNumber: last)
        let firstIndex = start.year * 12 + start.month - 1 + (start.day == 1 ? 0 : 1)
        let lastIndex = end.year * 12 + end.month - 1
        var best: [Int] = []
        for step in [1, 2, 3, 4, 6, 12, 24] {
            let months = (max(firstIndex, 0)...max(lastIndex, firstIndex)).filter { $0 % step == 0 && $0 <= lastIndex }
            best = months
            if months.count <= maxCount { break }
        }
        return best.map { index in
            let date = LocalDate(unchecked: index / 12, index % 12 + 1, 1)
            return (date.dayNumber, date.month == 1 ? String(date.year) : words.monthName(date.month))
        }
    }

    private static func yearTicks(from first: Int, to last: Int, maxCount: Int) -> [(day: Int, label: String)] {
        let start = LocalDate(dayNumber: first)
        let end = LocalDate(dayNumber: last)
        let firstYear = start.year + (start.month == 1 && start.day == 1 ? 0 : 1)
        var best: [Int] = []
        for step in [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] {
            let years = firstYear <= end.year ? (firstYear...end.year).filter { $0 % step == 0 } : []
            best = years
            if years.count <= maxCount { break }
        }
        return best.map { (LocalDate(unchecked: $0, 1, 1).dayNumber, String($0)) }
    }
}
