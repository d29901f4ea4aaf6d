import Foundation

/// A line over time: x by calendar day (so gaps in time show as gaps), y by value; geometry in a 360 × 200 viewBox.
public struct LineChart: Sendable, Hashable {
    /// Above this many points the line is drawn without dots.
    public static let maximumDots = 60

    public let width: Int
    public let height: Int
    /// The plot area; y grows downward, so the scale's top is `plot.y` and its bottom `plot.bottom`.
    public let plot: ChartRect
    /// The line as SVG `points`: "46,120.5 58.2,98 …", one pair per input point, oldest first.
    public let points: String
    /// The area under the line as SVG polygon `points`, closed along the plot's bottom.
    public let areaPoints: String
    /// The line as drawn: one run per stretch without a long pause (`ChartGaps`), each with its area; a gap stays empty.
    public let segments: [LineSegment]
    /// Whether the line breaks at a gap.
    public let hasGaps: Bool
    /// Every point's position and hover text, oldest first.
    public let vertices: [ChartDot]
    /// Whether dots are drawn: only up to `maximumDots` points.
    public let hasDots: Bool
    /// The dots drawn: `vertices` when `hasDots`, otherwise none.
    public let dots: [ChartDot]
    /// Value ticks with horizontal grid lines.
    public let yTicks: [ChartTick]
    /// Date ticks below the plot.
    public let xTicks: [ChartTick]
    /// The unit shown above the value axis: "kg", "sessions".
    public let yUnit: String
    /// The value scale.
    public let scale: ChartScale
    /// A second, smoother line over the same days (a moving average) as SVG `points`; empty when none.
    public let trendPoints: String
    public let hasTrend: Bool
    /// A horizontal reference line (a goal), drawn when `hasGoal`.
    public let goal: ChartGuide?
    public let hasGoal: Bool

    /// Lays out `points` (in any order; non-finite values are dropped) in `unit`; `includeZero` starts the axis at 0.
    /// `trend` draws a second line over the same span; `goal` a labelled horizontal line, both kept inside the scale; dates
    /// in `words`' language.
    public init(
        points: [ChartPoint], unit: ChartUnit, valueFormat: (Double) -> String = ChartFormat.number, includeZero: Bool = false,
        trend: [ChartPoint] = [], goal: (value: Double, label: String)? = nil, words: ChartWords = .english
    ) {
        let series = points.filter(\.value.isFinite).enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        let trendSeries = trend.filter(\.value.isFinite).sorted { $0.date < $1.date }
        let plot = ChartLayout.plot
        let goalValues = goal.map { [$0.value] } ?? []
        let scale = ChartScale(values: series.map(\.value) + trendSeries.map(\.value) + goalValues, includeZero: includeZero)
        let firstDay = series.first?.date.dayNumber ?? 0
        let lastDay = series.last?.date.dayNumber ?? 0
        let inset = 8.0
        func x(_ day: Int) -> Double {
            guard lastDay > firstDay else { return plot.x + plot.width / 2 }
            return plot.x + inset + Double(day - firstDay) / Double(lastDay - firstDay) * (plot.width - 2 * inset)
        }
        func y(_ value: Double) -> Double {
            plot.bottom - scale.fraction(of: value) * plot.height
        }
        let vertices = series.map { point in
            ChartDot(
                cx: x(point.date.dayNumber), cy: y(point.value),
                title: "\(words.day(point.date)): \(unit.format(point.value, valueFormat))")
        }
        let line = vertices.map { (x: $0.cx, y: $0.cy) }
        var area = line
        if let first = line.first, let last = line.last {
            area += [(x: last.x, y: plot.bottom), (x: first.x, y: plot.bottom)]
        }
        let runs = ChartGaps.segments(days: series.map(\.date.dayNumber))
        let segments = runs.map { run in
            let part = Array(line[run])
            var closed = part
            if let first = part.first, let last = part.last { closed += [(x: last.x, y: plot.bottom), (x: first.x, y: plot.bottom)] }
            return LineSegment(points: ChartFormat.points(part), areaPoints: ChartFormat.points(closed))
        }
        let dateTicks = series.isEmpty ? [] : ChartTimeAxis.ticks(from: firstDay, to: lastDay, words: words)
        self.width = ChartLayout.width
        self.height = ChartLayout.height
        self.plot = plot
        self.points = ChartFormat.points(line)
        self.areaPoints = ChartFormat.points(area)
        self.segments = segments
        self.hasGaps = segments.count > 1
        self.vertices = vertices
        self.hasDots = !vertices.isEmpty && vertices.count <= Self.maximumDots
        self.dots = hasDots ? vertices : []
        self.yTicks = ChartLayout.valueTicks(scale, plot: plot, words: words)
        self.xTicks = ChartTick.withoutOverlaps(dateTicks.map {
            ChartTick.horizontal(x: x($0.day), label: $0.label, plot: plot, width: Double(ChartLayout.width))
        })
        self.yUnit = unit.many
        self.scale = scale
        let trendLine = series.isEmpty ? [] : trendSeries.map { (x: x($0.date.dayNumber), y: y($0.value)) }
        self.trendPoints = ChartFormat.points(trendLine)
        self.hasTrend = trendLine.count > 1
        self.goal = goal.map { ChartGuide(y: y($0.value), label: $0.label, plot: plot) }
        self.hasGoal = goal != nil && !series.isEmpty
    }
}

/// One unbroken run of a line chart: its SVG `points` and the area under it.
public struct LineSegment: Sendable, Hashable {
    public let points: String
    public let areaPoints: String
}
