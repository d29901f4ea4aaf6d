import Foundation

/// Formats chart numbers and SVG coordinates with fixed rules, never the process locale (dates: `ChartWords`).
public enum ChartFormat {
    /// A value for people with at most two decimals and thin-space thousands from 10 000: "105", "102.5", "12 345".
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let hundredths = (value * 100).rounded()
        let negative = hundredths < 0
        let magnitude = abs(hundredths)
        let whole = (magnitude / 100).rounded(.down)
        let fraction = magnitude < 1e15 ? Int(magnitude - whole * 100) : 0
        // Integer printing instead of `String(format:)`, which cost more than the rest of a chart's layout; the same text.
        var text = grouped(whole < 1e18 ? String(Int64(whole)) : String(format: "%.0f", whole))
        if fraction > 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)"
        }
        return (negative && text != "0" ? "-" : "") + text
    }

    /// An SVG coordinate with at most one decimal and no locale: "12.3", "40", "-0.5".
    static func svg(_ value: Double) -> String {
        let tenths = value.isFinite ? Int((min(max(value, -1e9), 1e9) * 10).rounded()) : 0
        let magnitude = abs(tenths)
        let sign = tenths < 0 ? "-" : ""
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// A list of SVG points: "40,176 52.5,98.2"; only digits, ".", "-", "," and spaces, so templates print it unescaped.
    /// Written as bytes: a chart's lines are hundreds of coordinates, each as `svg` prints it.
    static func points(_ points: [(x: Double, y: Double)]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(points.count * 12)
        for (index, point) in points.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            appendSVG(point.x, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendSVG(point.y, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as `svg` prints it.
    private static func appendSVG(_ value: Double, to bytes: inout [UInt8]) {
        let tenths = value.isFinite ? Int((min(max(value, -1e9), 1e9) * 10).rounded()) : 0
        if tenths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(tenths)
        let start = bytes.count
        var whole = magnitude / 10
        repeat {
            bytes.insert(UInt8(ascii: "0") + UInt8(whole % 10), at: start)
            whole /= 10
        } while whole > 0
        if magnitude % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        }
    }

    /// A coordinate rounded to one decimal, so Mustache prints it short ("12.3") through `Double.description`.
    static func coordinate(_ value: Double) -> Double {
        value.isFinite ? (value * 10).rounded() / 10 : 0
    }

    /// Estimated width in viewBox units of `text` drawn at 11px.
    static func textWidth(_ text: String) -> Double {
        Double(text.count) * 6.2
    }

    private static func grouped(_ digits: String) -> String {
        TrainingFormat.groupDigits(digits, minimum: 5)
    }
}
