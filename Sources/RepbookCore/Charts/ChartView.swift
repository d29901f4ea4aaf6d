import Foundation

/// A chart as a page holds it: title, screen-reader summary, one of line, bars or radar (or an empty message) and the
/// data table; rendered by the `chart` partial.
public struct ChartView: Sendable, Hashable {
    /// A DOM-safe id; the figure's id is "chart-" followed by it.
    public let id: String
    public let title: String
    /// One sentence for the SVG's aria-label: "Best estimated 1RM, 14 sessions from 3 Mar 2025 to 12 Nov 2026, latest 105 kg".
    public let summary: String
    /// "line", "bar", "radar" or "empty": the figure gets the class "chart-kind-" followed by it.
    public let kind: String
    /// The SVG viewBox size.
    public let width: Int
    public let height: Int
    public let line: LineChart?
    public let bar: BarChart?
    public let radar: RadarChart?
    /// Section flags: a nil Optional would let Mustache look further up the context stack.
    public let hasLine: Bool
    public let hasBar: Bool
    public let hasRadar: Bool
    /// True when there is nothing to draw; the page shows `emptyMessage` instead.
    public let isEmpty: Bool
    public let emptyMessage: String
    /// The text alternative.
    public let table: ChartTable
    /// What each drawn style means, when a chart draws more than one line.
    public let legend: [ChartLegendItem]
    public let hasLegend: Bool
    /// A sentence under the drawing when it does not show every data point, such as older months thinned to their
    /// best; empty when none.
    public let note: String
    public let hasNote: Bool
    /// The data table's disclosure: "Show data" in the chart's language.
    public let dataLabel: String

    private init(
        id: String, title: String, summary: String, line: LineChart? = nil, bar: BarChart? = nil, radar: RadarChart? = nil,
        emptyMessage: String, table: ChartTable, legend: [ChartLegendItem] = [], note: String = "", words: ChartWords
    ) {
        self.id = Self.domID(id)
        self.title = title
        self.line = line
        self.bar = bar
        self.radar = radar
        self.hasLine = line != nil
        self.hasBar = bar != nil
        self.hasRadar = radar != nil
        self.isEmpty = line == nil && bar == nil && radar == nil
        self.kind = line != nil ? "line" : bar != nil ? "bar" : radar != nil ? "radar" : "empty"
        self.width = line?.width ?? bar?.width ?? radar?.width ?? ChartLayout.width
        self.height = line?.height ?? bar?.height ?? radar?.height ?? ChartLayout.height
        self.summary = isEmpty ? "\(title): \(emptyMessage)" : summary
        self.emptyMessage = emptyMessage
        self.table = isEmpty ? ChartTable(columns: table.columns, rows: []) : table
        self.legend = isEmpty ? [] : legend
        self.hasLegend = !self.legend.isEmpty
        self.note = isEmpty ? "" : note
        self.hasNote = !self.note.isEmpty
        self.dataLabel = words.showData
    }

    /// A line over time of `points` in `unit` (already the user's display unit), counted in `pointUnit` in the summary
    /// ("14 sessions"); `includeZero` starts the value axis at 0; `summary` replaces the generated sentence. With
    /// `thinning`, the line and its table show the thinned points and say so, while the summary (count, span, latest,
    /// highest) still reads every point. Dates, table headers and the summary are in `words`' language, and so are values
    /// unless `valueFormat` writes them.
    public static func line(
        id: String, title: String, unit: ChartUnit, points: [ChartPoint], valueFormat: ((Double) -> String)? = nil,
        includeZero: Bool = false, pointUnit: ChartUnit = .entries, emptyMessage: String? = nil,
        summary: String? = nil, trend: ChartTrend? = nil, goal: Double? = nil, thinning: ChartThinning? = nil,
        words: ChartWords = .english
    ) -> ChartView {
        let valueFormat = valueFormat ?? words.number
        let emptyMessage = emptyMessage ?? words.noData
        let series = points.filter(\.value.isFinite).enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        let thinned = thinning?.apply(to: series)
        let drawn = thinned?.points ?? series
        let note = thinned?.detailedFrom.map { words.fill(words.thinnedNotePattern, ["month": words.month($0), "unit": pointUnit.one]) } ?? ""
        let trendByDay = Dictionary((trend?.points ?? []).map { ($0.date, $0.value) }, uniquingKeysWith: { _, last in last })
        let table = ChartTable(
            columns: [words.dateColumn, title] + (trend.map { [$0.title] } ?? []),
            rows: drawn.map { point in
                let trendCell = trend == nil ? [] : [trendByDay[point.date].map { unit.format($0, valueFormat) } ?? ""]
                return ChartTableRow(cells: [words.day(point.date), unit.format(point.value, valueFormat)] + trendCell)
            },
            caption: note)
        guard let first = series.first, let last = series.last else {
            return ChartView(id: id, title: title, summary: "", emptyMessage: emptyMessage, table: table, words: words)
        }
        let count = "\(words.number(Double(series.count))) \(pointUnit.word(for: Double(series.count)))"
        var sentence: String
        if series.count == 1 {
            sentence = words.fill(words.summaryOnePattern, [
                "title": title, "count": count, "date": words.day(first.date), "value": unit.format(first.value, valueFormat),
            ])
        } else {
            let highest = series.map(\.value).max() ?? last.value
            sentence = words.fill(words.summarySpanPattern, [
                "title": title, "count": count, "first": words.day(first.date), "last": words.day(last.date),
                "latest": unit.format(last.value, valueFormat),
            ])
                + (highest > last.value ? words.fill(words.summaryHighestPattern, ["value": unit.format(highest, valueFormat)]) : "")
        }
        if !note.isEmpty { sentence += ". \(note)" }
        let goalLabel = goal.map { words.fill(words.goalPattern, ["value": unit.format($0, valueFormat)]) }
        let chart = LineChart(
            points: drawn, unit: unit, valueFormat: valueFormat, includeZero: includeZero, trend: trend?.points ?? [],
            goal: goal.flatMap { value in goalLabel.map { (value, $0) } }, words: words)
        var legend: [ChartLegendItem] = []
        if let trend {
            legend = [ChartLegendItem(key: "line", label: title), ChartLegendItem(key: "trend", label: trend.title)]
            if let goalLabel { legend.append(ChartLegendItem(key: "goal", label: goalLabel)) }
        }
        return ChartView(
            id: id, title: title, summary: summary ?? sentence, line: chart, emptyMessage: emptyMessage, table: table, legend: legend,
            note: note, words: words)
    }

    /// Bars for dated `buckets` (one per week, month or day, missing periods shown as 0) in `unit`; empty when every
    /// value is 0. `periodUnit` names the periods in the summary ("12 weeks"), `words`' when nil.
    public static func bars(
        id: String, title: String, unit: ChartUnit, buckets: [ChartPoint], bucket: ChartBucket = .week,
        valueFormat: ((Double) -> String)? = nil, emptyMessage: String? = nil, summary: String? = nil,
        periodUnit: ChartUnit? = nil, words: ChartWords = .english
    ) -> ChartView {
        let valueFormat = valueFormat ?? words.number
        let emptyMessage = emptyMessage ?? words.noData
        let chart = BarChart(buckets: buckets, bucket: bucket, unit: unit, valueFormat: valueFormat, words: words)
        let table = ChartTable(
            columns: [bucket.columnTitle(words), title],
            rows: chart.bars.map { ChartTableRow(cells: [$0.label, unit.format($0.value, valueFormat)]) })
        guard let first = chart.bars.first, let last = chart.bars.last, chart.bars.contains(where: { $0.value != 0 }) else {
            return ChartView(id: id, title: title, summary: "", emptyMessage: emptyMessage, table: table, words: words)
        }
        let periods = periodUnit ?? bucket.periods(words)
        let count = "\(words.number(Double(chart.bars.count))) \(periods.word(for: Double(chart.bars.count)))"
        let highest = chart.bars.map(\.value).max() ?? last.value
        let sentence = chart.bars.count == 1
            ? "\(title), \(first.title)"
            : words.fill(words.summarySpanPattern, [
                "title": title, "count": count, "first": first.label, "last": last.label, "latest": unit.format(last.value, valueFormat),
            ])
                + (highest > last.value ? words.fill(words.summaryHighestPattern, ["value": unit.format(highest, valueFormat)]) : "")
        return ChartView(
            id: id, title: title, summary: summary ?? sentence, bar: chart, emptyMessage: emptyMessage, table: table, words: words)
    }

    /// Bars for `categories` in the order given, in `unit`; `categoryColumn` heads the table's first column; empty when
    /// every value is 0.
    public static func bars(
        id: String, title: String, unit: ChartUnit, categories: [ChartCategory], categoryColumn: String? = nil,
        valueFormat: ((Double) -> String)? = nil, emptyMessage: String? = nil, summary: String? = nil, words: ChartWords = .english
    ) -> ChartView {
        let valueFormat = valueFormat ?? words.number
        let emptyMessage = emptyMessage ?? words.noData
        let categoryColumn = categoryColumn ?? words.categoryColumn
        let chart = BarChart(categories: categories, unit: unit, valueFormat: valueFormat, words: words)
        let table = categoryTable(categories, column: categoryColumn, title: title, unit: unit, valueFormat: valueFormat)
        guard categories.contains(where: { $0.value != 0 && $0.value.isFinite }) else {
            return ChartView(id: id, title: title, summary: "", emptyMessage: emptyMessage, table: table, words: words)
        }
        let sentence = categorySummary(categories, title: title, unit: unit, valueFormat: valueFormat)
        return ChartView(
            id: id, title: title, summary: summary ?? sentence, bar: chart, emptyMessage: emptyMessage, table: table, words: words)
    }

    /// A radar chart of 3 to 8 `axes` in `unit` (other counts fall back to bars); empty when every value is 0.
    public static func radar(
        id: String, title: String, unit: ChartUnit, axes: [ChartCategory], categoryColumn: String? = nil,
        valueFormat: ((Double) -> String)? = nil, emptyMessage: String? = nil, summary: String? = nil, words: ChartWords = .english
    ) -> ChartView {
        let valueFormat = valueFormat ?? words.number
        let emptyMessage = emptyMessage ?? words.noData
        let categoryColumn = categoryColumn ?? words.categoryColumn
        guard let chart = RadarChart(axes: axes, unit: unit, valueFormat: valueFormat, words: words) else {
            return bars(
                id: id, title: title, unit: unit, categories: axes, categoryColumn: categoryColumn, valueFormat: valueFormat,
                emptyMessage: emptyMessage, summary: summary, words: words)
        }
        let table = categoryTable(axes, column: categoryColumn, title: title, unit: unit, valueFormat: valueFormat)
        guard axes.contains(where: { $0.value > 0 && $0.value.isFinite }) else {
            return ChartView(id: id, title: title, summary: "", emptyMessage: emptyMessage, table: table, words: words)
        }
        let sentence = categorySummary(axes, title: title, unit: unit, valueFormat: valueFormat)
        return ChartView(
            id: id, title: title, summary: summary ?? sentence, radar: chart, emptyMessage: emptyMessage, table: table, words: words)
    }

    /// `text` as an id fragment: lower-case letters, digits, "-" and "_"; anything else becomes "-".
    public static func domID(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_")
        let id = String(text.lowercased().map { allowed.contains($0) ? $0 : "-" })
        return id.isEmpty ? "chart" : id
    }

    private static func categoryTable(
        _ categories: [ChartCategory], column: String, title: String, unit: ChartUnit, valueFormat: (Double) -> String
    ) -> ChartTable {
        ChartTable(
            columns: [column, title],
            rows: categories.filter(\.value.isFinite).map { ChartTableRow(cells: [$0.label, unit.format($0.value, valueFormat)]) })
    }

    private static func categorySummary(
        _ categories: [ChartCategory], title: String, unit: ChartUnit, valueFormat: (Double) -> String
    ) -> String {
        let parts = categories.filter(\.value.isFinite).map { "\($0.label) \(unit.format($0.value, valueFormat))" }
        return "\(title): \(parts.joined(separator: ", "))"
    }
}
