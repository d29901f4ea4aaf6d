import Foundation

/// Vertical bars from a zero baseline, for dated buckets (weeks, months, days) or categories; geometry in a 360 × 200
/// viewBox; hundreds of bars still fit, thinner, with fewer labels.
public struct BarChart: Sendable, Hashable {
    /// The widest a bar gets, however few there are.
    public static let maximumBarWidth = 40.0

    public let width: Int
    public let height: Int
    /// The plot area; y grows downward.
    public let plot: ChartRect
    /// The y of the value 0, where bars start.
    public let baseline: Double
    /// The bars, left to right.
    public let bars: [ChartBar]
    /// Value ticks with horizontal grid lines.
    public let yTicks: [ChartTick]
    /// Date or category labels below the plot.
    public let xTicks: [ChartTick]
    /// Whether x ticks have tick marks: true on a time axis.
    public let hasTickMarks: Bool
    /// The unit shown above the value axis: "sessions", "kg".
    public let yUnit: String
    /// The value scale, always including 0.
    public let scale: ChartScale

    /// Bars for dated `buckets`, one per `bucket` from the earliest to the latest; a period without a value gets a bar of
    /// 0 and values in the same period add up; dates in `words`' language.
    public init(
        buckets: [ChartPoint], bucket: ChartBucket = .week, unit: ChartUnit, valueFormat: (Double) -> String = ChartFormat.number,
        words: ChartWords = .english
    ) {
        let series = buckets.filter(\.value.isFinite).sorted { $0.date < $1.date }
        guard let first = series.first, let last = series.last else {
            self.init(entries: [], unit: unit, valueFormat: valueFormat, words: words)
            return
        }
        let origin = bucket.start(ofSlot: 0, from: first.date)
        let count = bucket.slot(of: last.date, from: first.date) + 1
        var values = [Double](repeating: 0, count: count)
        for point in series {
            values[bucket.slot(of: point.date, from: first.date)] += point.value
        }
        let starts = (0..<count).map { bucket.start(ofSlot: $0, from: first.date) }
        let entries = zip(starts, values).map { start, value in
            Entry(label: bucket.cell(start, words), title: bucket.title(start, words), value: value)
        }
        let plot = ChartLayout.plot
        let slot = plot.width / Double(count)
        func x(_ day: Int) -> Double {
            let date = LocalDate(dayNumber: day)
            let offset: Double
            switch bucket {
            case .day: offset = Double(origin.days(to: date))
            case .week: offset = Double(origin.days(to: date)) / 7
            case .month:
                let monthStart = LocalDate(unchecked: date.year, date.month, 1)
                let length = monthStart.days(to: bucket.start(ofSlot: 1, from: monthStart))
                offset = Double(bucket.slot(of: date, from: origin)) + Double(date.day - 1) / Double(length)
            }
            return plot.x + slot * (0.5 + offset)
        }
        let dates = ChartTimeAxis.ticks(
            from: origin.dayNumber, to: starts[count - 1].dayNumber, minimumDayStep: bucket == .day ? 1 : 7,
            weekAnchor: bucket == .week ? origin.dayNumber : 4, minimumGranularity: bucket == .month ? .months : .days, words: words)
        let ticks = ChartTick.withoutOverlaps(dates.map {
            ChartTick.horizontal(x: x($0.day), label: $0.label, plot: plot, width: Double(ChartLayout.width))
        })
        self.init(entries: entries, unit: unit, valueFormat: valueFormat, plot: plot, xTicks: ticks, hasTickMarks: true, words: words)
    }

    /// Bars for `categories` in the order given, labelled by name; crowded labels alternate between two rows, are
    /// shortened with "…" and, for very many bars, label every few bars.
    public init(
        categories: [ChartCategory], unit: ChartUnit, valueFormat: (Double) -> String = ChartFormat.number, words: ChartWords = .english
    ) {
        let entries = categories.filter(\.value.isFinite).map {
            Entry(label: $0.label, title: $0.label, value: $0.value)
        }
        self.init(entries: entries, unit: unit, valueFormat: valueFormat, words: words)
    }

    /// One bar's label, hover prefix and value.
    private struct Entry {
        let label: String
        let title: String
        let value: Double
    }

    /// Categorical layout: a label under every bar, on two alternating rows when crowded; when even that leaves too little
    /// room, a label under every few bars.
    private init(entries: [Entry], unit: ChartUnit, valueFormat: (Double) -> String, words: ChartWords) {
        let slot = ChartLayout.plot.width / Double(max(entries.count, 1))
        let widest = entries.map { ChartFormat.textWidth($0.label) }.max() ?? 0
        let wanted = min(widest, ChartFormat.textWidth("Chest"))
        let staggered = widest > slot - 4 && 2 * slot - 4 >= wanted
        let every = widest <= slot - 4 || staggered ? 1 : Int(((wanted + 4) / slot).rounded(.up))
        let plot = staggered ? ChartLayout.plotWithTwoLabelRows : ChartLayout.plot
        let room = (staggered ? 2 * slot : slot * Double(every)) - 4
        let ticks = entries.enumerated().filter { $0.offset % every == 0 }.map { index, entry in
            let tick = ChartTick.horizontal(
                x: plot.x + slot * (Double(index) + 0.5), label: Self.shortened(entry.label, toFit: room), plot: plot,
                width: Double(ChartLayout.width), labelY: plot.bottom + (staggered && index % 2 == 1 ? 27 : 14))
            return ChartTick(
                position: tick.position, label: tick.label, x1: tick.x1, y1: tick.y1, x2: tick.x2, y2: tick.y1,
                x: tick.x, y: tick.y, anchor: tick.anchor)
        }
        let rows = Dictionary(grouping: ticks, by: \.y).values.flatMap { ChartTick.withoutOverlaps($0) }
        self.init(
            entries: entries, unit: unit, valueFormat: valueFormat, plot: plot,
            xTicks: rows.sorted { $0.position < $1.position }, hasTickMarks: false, words: words)
    }

    private init(
        entries: [Entry], unit: ChartUnit, valueFormat: (Double) -> String, plot: ChartRect, xTicks: [ChartTick],
        hasTickMarks: Bool, words: ChartWords
    ) {
        let scale = ChartScale(values: entries.map(\.value), includeZero: true)
        func y(_ value: Double) -> Double { plot.bottom - scale.fraction(of: value) * plot.height }
        let baseline = y(0)
        let slot = plot.width / Double(max(entries.count, 1))
        let barWidth = min(slot < 3 ? slot : slot * 0.7, Self.maximumBarWidth)
        self.width = ChartLayout.width
        self.height = ChartLayout.height
        self.plot = plot
        self.baseline = ChartFormat.coordinate(baseline)
        self.bars = entries.enumerated().map { index, entry in
            let top = y(entry.value)
            return ChartBar(
                x: plot.x + slot * Double(index) + (slot - barWidth) / 2, y: min(top, baseline), width: barWidth,
                height: abs(baseline - top), value: entry.value, label: entry.label,
                title: "\(entry.title): \(unit.format(entry.value, valueFormat))")
        }
        self.yTicks = ChartLayout.valueTicks(scale, plot: plot, words: words)
        self.xTicks = xTicks
        self.hasTickMarks = hasTickMarks
        self.yUnit = unit.many
        self.scale = scale
    }

    /// `label`, cut with "…" to fit `room` viewBox units of 11px text.
    static func shortened(_ label: String, toFit room: Double) -> String {
        guard ChartFormat.textWidth(label) > room else { return label }
        let characters = max(Int(room / 6.2) - 1, 1)
        return String(label.prefix(characters)) + "…"
    }
}
