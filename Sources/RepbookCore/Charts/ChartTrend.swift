import Foundation

/// A second line drawn over a line chart's days, such as a 7-day moving average, with its name for the legend and table.
public struct ChartTrend: Sendable, Equatable {
    public let title: String
    public let points: [ChartPoint]

    /// A trend named `title` (e.g. "7-day average").
    public init(title: String, points: [ChartPoint]) {
        self.title = title
        self.points = points
    }
}
