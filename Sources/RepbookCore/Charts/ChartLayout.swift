import Foundation

/// The fixed sizes charts share: a 360 × 200 viewBox that reads at phone width and scales up on desktop.
enum ChartLayout {
    /// The viewBox width of line and bar charts.
    static let width = 360
    /// The viewBox height of line and bar charts.
    static let height = 200
    /// The plot area of line and bar charts: room for value labels on the left, the unit above, dates below.
    static let plot = ChartRect(x: 40, y: 22, width: 308, height: 154)
    /// The same plot area, shorter, when category labels need two staggered rows.
    static let plotWithTwoLabelRows = ChartRect(x: 40, y: 22, width: 308, height: 140)
    /// Value-axis ticks for `scale` across `plot`, labelled with `words`' decimal mark ("2,5k" in German).
    static func valueTicks(_ scale: ChartScale, plot: ChartRect, words: ChartWords) -> [ChartTick] {
        zip(scale.ticks, scale.labels).map { tick, label in
            ChartTick.value(y: plot.bottom - scale.fraction(of: tick) * plot.height, label: words.tick(label), plot: plot)
        }
    }
}
