import Foundation

/// An axis tick: its grid line or tick mark and its label, in viewBox units.
public struct ChartTick: Sendable, Hashable {
    /// Where the tick sits along its axis: y for a value axis, x for a date or category axis.
    public let position: Double
    /// The text: "100", "3 Nov", "Chest".
    public let label: String
    /// The grid line or tick mark from (x1, y1) to (x2, y2).
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double
    /// The label's anchor point and SVG `text-anchor` ("start", "middle" or "end").
    public let x: Double
    public let y: Double
    public let anchor: String

    /// A value-axis tick at height `y` across `plot`, labelled left of the plot.
    static func value(y: Double, label: String, plot: ChartRect) -> ChartTick {
        let y = ChartFormat.coordinate(y)
        return ChartTick(
            position: y, label: label, x1: plot.x, y1: y, x2: plot.right, y2: y,
            x: ChartFormat.coordinate(plot.x - 6), y: ChartFormat.coordinate(y + 4), anchor: "end")
    }

    /// A horizontal-axis tick at `x` below `plot`, its label kept inside a viewBox `width` wide.
    static func horizontal(x: Double, label: String, plot: ChartRect, width: Double, labelY: Double? = nil) -> ChartTick {
        let x = ChartFormat.coordinate(x)
        let half = ChartFormat.textWidth(label) / 2
        let anchor = x - half < 2 ? "start" : x + half > width - 2 ? "end" : "middle"
        return ChartTick(
            position: x, label: label, x1: x, y1: plot.bottom, x2: x, y2: plot.bottom + 4,
            x: x, y: ChartFormat.coordinate(labelY ?? plot.bottom + 16), anchor: anchor)
    }

    /// The label's horizontal extent, estimated for 11px text.
    var labelExtent: ClosedRange<Double> {
        let width = ChartFormat.textWidth(label)
        switch anchor {
        case "start": return x...(x + width)
        case "end": return (x - width)...x
        default: return (x - width / 2)...(x + width / 2)
        }
    }

    /// `ticks` without any whose label would come within `gap` of the label kept before it.
    static func withoutOverlaps(_ ticks: [ChartTick], gap: Double = 6) -> [ChartTick] {
        var kept: [ChartTick] = []
        for tick in ticks {
            if let last = kept.last, tick.labelExtent.lowerBound < last.labelExtent.upperBound + gap { continue }
            kept.append(tick)
        }
        return kept
    }
}
