import Foundation

/// A rectangle in viewBox units, such as a chart's plot area; every edge stored so templates can read it.
public struct ChartRect: Sendable, Hashable {
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double
    /// `x + width`.
    public let right: Double
    /// `y + height`: the bottom edge, since SVG's y grows downward.
    public let bottom: Double

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.right = x + width
        self.bottom = y + height
    }
}
