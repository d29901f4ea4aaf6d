import Foundation

/// A horizontal reference line across a plot, such as a goal weight, with its label at the right end.
public struct ChartGuide: Sendable, Hashable {
    public let x1: Double
    public let x2: Double
    public let y: Double
    /// The label: "Goal 80 kg".
    public let label: String
    /// The label's anchor point, right-aligned just above the line.
    public let labelX: Double
    public let labelY: Double

    /// A guide at height `y` across `plot`.
    init(y: Double, label: String, plot: ChartRect) {
        let y = ChartFormat.coordinate(y)
        self.x1 = plot.x
        self.x2 = plot.right
        self.y = y
        self.label = label
        self.labelX = ChartFormat.coordinate(plot.right - 2)
        self.labelY = ChartFormat.coordinate(y - 4)
    }
}

/// One entry of a chart's legend: a key for its style ("line", "trend", "goal") and its label.
public struct ChartLegendItem: Sendable, Hashable {
    public let key: String
    public let label: String

    /// A legend entry.
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
