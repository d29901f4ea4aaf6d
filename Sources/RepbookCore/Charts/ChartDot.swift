import Foundation

/// A marked data point: its centre and the hover text, such as "12 Nov 2026: 105 kg".
public struct ChartDot: Sendable, Hashable {
    public let cx: Double
    public let cy: Double
    public let title: String

    /// A dot at (cx, cy), rounded to one decimal.
    init(cx: Double, cy: Double, title: String) {
        self.cx = ChartFormat.coordinate(cx)
        self.cy = ChartFormat.coordinate(cy)
        self.title = title
    }
}
