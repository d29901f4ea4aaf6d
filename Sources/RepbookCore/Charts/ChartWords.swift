import Foundation

/// The words and date patterns a chart writes (axis months, the data table's headers, the screen-reader summary), in one
/// language: `.english` by default, a user's language from `Localizer.chartWords`. Patterns keep `{{slot}}`s.
public struct ChartWords: Sendable, Equatable {
    /// The short month names, January first ("Jan", "Jän.", "janv.").
    public var shortMonths: [String]
    /// A day with its year: "{{day}} {{month}} {{year}}".
    public var dayPattern: String
    /// A day without its year: "{{day}} {{month}}".
    public var dayAndMonthPattern: String
    /// A month with its year: "{{month}} {{year}}".
    public var monthPattern: String
    /// The data table's first column of a line chart: "Date".
    public var dateColumn: String
    /// The data table's first column of dated bars: "Day", "Week of", "Month".
    public var dayColumn: String
    public var weekColumn: String
    public var monthColumn: String
    /// The data table's first column of category bars unless a page names it: "Category".
    public var categoryColumn: String
    /// A week's bar title: "Week of {{date}}".
    public var weekOfPattern: String
    /// The summary of a single point: "{{title}}, {{count}} on {{date}}: {{value}}".
    public var summaryOnePattern: String
    /// The summary of a span: "{{title}}, {{count}} from {{first}} to {{last}}, latest {{latest}}".
    public var summarySpanPattern: String
    /// Added to a span's summary when the highest value is not the latest: ", highest {{value}}".
    public var summaryHighestPattern: String
    /// Under a thinned line: "Before {{month}}: one point a month, its best {{unit}}."
    public var thinnedNotePattern: String
    /// A goal line's label: "Goal {{value}}".
    public var goalPattern: String
    /// An empty chart's message unless a page gives its own: "No data yet."
    public var noData: String
    /// The data table's disclosure: "Show data".
    public var showData: String
    /// The periods of dated bars, counted in the summary ("12 weeks").
    public var days: ChartUnit
    public var weeks: ChartUnit
    public var months: ChartUnit
    /// The decimal mark of chart values ("102.5", "102,5").
    public var decimalSeparator: String

    /// English, the words charts use when a page gives none.
    public static let english = ChartWords(
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        dayPattern: "{{day}} {{month}} {{year}}", dayAndMonthPattern: "{{day}} {{month}}", monthPattern: "{{month}} {{year}}",
        dateColumn: "Date", dayColumn: "Day", weekColumn: "Week of", monthColumn: "Month", categoryColumn: "Category",
        weekOfPattern: "Week of {{date}}", summaryOnePattern: "{{title}}, {{count}} on {{date}}: {{value}}",
        summarySpanPattern: "{{title}}, {{count}} from {{first}} to {{last}}, latest {{latest}}",
        summaryHighestPattern: ", highest {{value}}", thinnedNotePattern: "Before {{month}}: one point a month, its best {{unit}}.",
        goalPattern: "Goal {{value}}", noData: "No data yet.", showData: "Show data",
        days: ChartUnit(one: "day", many: "days"), weeks: ChartUnit(one: "week", many: "weeks"),
        months: ChartUnit(one: "month", many: "months"), decimalSeparator: ".")

    /// The short name of month 1…12.
    public func monthName(_ month: Int) -> String { shortMonths[min(max(month, 1), 12) - 1] }

    /// A day with its year: "12 Nov 2026", "12. Nov. 2026".
    public func day(_ date: LocalDate) -> String {
        Localizer.fill(dayPattern, ["day": String(date.day), "month": monthName(date.month), "year": String(date.year)])
    }

    /// A day without its year: "3 Nov".
    public func dayAndMonth(_ date: LocalDate) -> String {
        Localizer.fill(dayAndMonthPattern, ["day": String(date.day), "month": monthName(date.month)])
    }

    /// A month with its year: "Nov 2026".
    public func month(_ date: LocalDate) -> String {
        Localizer.fill(monthPattern, ["month": monthName(date.month), "year": String(date.year)])
    }

    /// An axis tick label of `ChartScale` ("2.5k") with this language's decimal mark ("2,5k").
    public func tick(_ label: String) -> String {
        decimalSeparator == "." ? label : label.replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// A chart value with this language's decimal mark: "102.5", "102,5", "12 345".
    public func number(_ value: Double) -> String {
        let text = ChartFormat.number(value)
        return decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// `pattern` with its slots filled.
    func fill(_ pattern: String, _ values: [String: String]) -> String { Localizer.fill(pattern, values) }
}

extension Localizer {
    /// The chart words of this language, from the catalog's `chart.*` and `date.month.short.*` keys.
    public var chartWords: ChartWords {
        ChartWords(
            shortMonths: (1...12).map { text("date.month.short.\($0)") }, dayPattern: text("chart.date.day"),
            dayAndMonthPattern: text("chart.date.day_month"), monthPattern: text("chart.date.month"),
            dateColumn: text("chart.column.date"), dayColumn: text("chart.column.day"), weekColumn: text("chart.column.week"),
            monthColumn: text("chart.column.month"), categoryColumn: text("chart.column.category"),
            weekOfPattern: text("chart.week_of"), summaryOnePattern: text("chart.summary.one"),
            summarySpanPattern: text("chart.summary.span"), summaryHighestPattern: text("chart.summary.highest"),
            thinnedNotePattern: text("chart.thinned_note"), goalPattern: text("chart.goal"), noData: text("chart.no_data"),
            showData: text("chart.show_data"), days: chartUnit("days"), weeks: chartUnit("weeks"), months: chartUnit("months"),
            decimalSeparator: numbers.decimalSeparator)
    }
}
