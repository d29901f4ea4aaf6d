import Foundation

/// A radar (spider) chart of 3 to 8 named values, such as working sets per muscle group; geometry in a 360 × 240 viewBox.
public struct RadarChart: Sendable, Hashable {
    /// The fewest axes a radar chart draws.
    public static let minimumAxes = 3
    /// The most axes a radar chart draws before labels crowd.
    public static let maximumAxes = 8

    /// One spoke from the centre, with its label outside the outer ring.
    public struct Axis: Sendable, Hashable {
        /// The spoke from the centre (x1, y1) to the outer ring (x2, y2).
        public let x1: Double
        public let y1: Double
        public let x2: Double
        public let y2: Double
        /// The label's anchor point and SVG `text-anchor`, chosen by angle so the label stays inside the viewBox.
        public let labelX: Double
        public let labelY: Double
        public let anchor: String
        /// The label with its value: "Chest 12" (the name shortened with "…" when it would not fit).
        public let label: String
        /// The category's name as given: "Chest".
        public let name: String
        /// The value as given, in the display unit.
        public let value: Double
    }

    /// A concentric ring at one tick value, labelled along the top spoke.
    public struct Ring: Sendable, Hashable {
        /// The ring as SVG polygon `points`.
        public let points: String
        /// The ring's radius in viewBox units.
        public let radius: Double
        /// The tick value's label: "10".
        public let label: String
        public let labelX: Double
        public let labelY: Double
    }

    public let width: Int
    public let height: Int
    /// The centre.
    public let cx: Double
    public let cy: Double
    /// The outer ring's radius: the scale's top.
    public let radius: Double
    /// Rings at every tick above 0, innermost first; the last is the outer ring.
    public let rings: [Ring]
    /// The spokes and labels, clockwise from the top.
    public let axes: [Axis]
    /// The data polygon as SVG polygon `points`.
    public let shape: String
    /// The data polygon's corners with hover text: "Chest: 12 sets".
    public let vertices: [ChartDot]
    /// The value scale, always from 0.
    public let scale: ChartScale

    /// A radar chart of `axes` clockwise from the top, or nil unless there are 3 to 8; negative values count as 0. The
    /// rings' labels take `words`' decimal mark ("2,5k" in German).
    public init?(
        axes categories: [ChartCategory], unit: ChartUnit, valueFormat: (Double) -> String = ChartFormat.number, words: ChartWords = .english
    ) {
        let categories = categories.map { ChartCategory(label: $0.label, value: $0.value.isFinite ? max($0.value, 0) : 0) }
        guard (Self.minimumAxes...Self.maximumAxes).contains(categories.count) else { return nil }
        let width = 360.0
        let height = 240.0
        let cx = width / 2
        let cy = height / 2
        let radius = 88.0
        let scale = ChartScale(values: categories.map(\.value), includeZero: true)
        let count = categories.count
        func point(_ index: Int, _ distance: Double) -> (x: Double, y: Double) {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
            return (cx + distance * cos(angle), cy + distance * sin(angle))
        }
        self.width = Int(width)
        self.height = Int(height)
        self.cx = cx
        self.cy = cy
        self.radius = radius
        self.scale = scale
        self.rings = zip(scale.ticks, scale.labels).filter { $0.0 > 0 }.map { tick, label in
            let ringRadius = radius * scale.fraction(of: tick)
            return Ring(
                points: ChartFormat.points((0..<count).map { point($0, ringRadius) }),
                radius: ChartFormat.coordinate(ringRadius), label: words.tick(label), labelX: ChartFormat.coordinate(cx + 3),
                labelY: ChartFormat.coordinate(cy - ringRadius + 11))
        }
        self.axes = categories.enumerated().map { index, category in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
            let end = point(index, radius)
            let at = point(index, radius + 10)
            let anchor = cos(angle) > 0.3 ? "start" : cos(angle) < -0.3 ? "end" : "middle"
            let room: Double = switch anchor {
            case "start": width - 4 - at.x
            case "end": at.x - 4
            default: 2 * min(at.x - 4, width - 4 - at.x)
            }
            let value = valueFormat(category.value)
            let nameRoom = room - ChartFormat.textWidth(" " + value)
            let name = BarChart.shortened(category.label, toFit: nameRoom)
            return Axis(
                x1: cx, y1: cy, x2: ChartFormat.coordinate(end.x), y2: ChartFormat.coordinate(end.y),
                labelX: ChartFormat.coordinate(at.x), labelY: ChartFormat.coordinate(at.y + 4 + 6 * sin(angle)),
                anchor: anchor, label: "\(name) \(value)", name: category.label, value: category.value)
        }
        let corners = categories.enumerated().map { index, category in
            point(index, radius * min(max(scale.fraction(of: category.value), 0), 1))
        }
        self.shape = ChartFormat.points(corners)
        self.vertices = zip(corners, categories).map { corner, category in
            ChartDot(cx: corner.x, cy: corner.y, title: "\(category.label): \(unit.format(category.value, valueFormat))")
        }
    }
}
