import Foundation

/// One bar in viewBox units, with its label and value for the data table and its hover text.
public struct ChartBar: Sendable, Hashable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double
    /// The value as given, in the display unit.
    public let value: Double
    /// The bucket or category: "3 Nov 2025", "Nov 2025", "Chest".
    public let label: String
    /// The hover text: "Week of 3 Nov 2025: 4 sessions", "Chest: 12 sets".
    public let title: String

    /// A bar from its rectangle, rounded to one decimal.
    init(x: Double, y: Double, width: Double, height: Double, value: Double, label: String, title: String) {
        self.x = ChartFormat.coordinate(x)
        self.y = ChartFormat.coordinate(y)
        self.width = ChartFormat.coordinate(width)
        self.height = ChartFormat.coordinate(height)
        self.value = value
        self.label = label
        self.title = title
    }
}
