import Foundation
@testable import RepbookCore
import Testing

/// `ChartFormat.number` and `ChartFormat.points` print without `String(format:)` and string interpolation now; they must
/// print what the versions they replaced printed.
@Suite("Chart format equivalence")
struct ChartFormatEquivalenceTests {
    /// The number formatting this one replaced.
    private func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let hundredths = (value * 100).rounded()
        let negative = hundredths < 0
        let magnitude = abs(hundredths)
        let whole = (magnitude / 100).rounded(.down)
        let fraction = magnitude < 1e15 ? Int(magnitude - whole * 100) : 0
        var text = TrainingFormat.groupDigits(String(format: "%.0f", whole), minimum: 5)
        if fraction > 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : String(format: ".%02d", fraction)
        }
        return (negative && text != "0" ? "-" : "") + text
    }

    /// Values around every rounding edge: whole, tenths, hundredths, halves of a hundredth, thousands, signs, extremes.
    private var values: [Double] {
        var values: [Double] = [0, -0.0, 0.001, -0.004, 0.005, -0.005, 0.995, 1e15, 1e18, 9.2e18, 1e20, -1e20, .infinity, -.infinity, .nan]
        for step in 0..<4_000 {
            let base = Double(step) * 0.37 - 600
            values += [base, base * 31.7, base / 7, (base * 100).rounded() / 100 + 0.005, base * 1_000.3]
        }
        return values
    }

    @Test("Numbers print as with String(format:), grouping and signs included")
    func numbers() {
        let mismatches = values.filter { ChartFormat.number($0) != formatNumber($0) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "\($0): \(ChartFormat.number($0)) vs \(formatNumber($0))" })")
    }

    @Test("Point lists print every coordinate as svg prints it")
    func pointLists() {
        let coordinates = values.filter(\.isFinite).map { $0 / 3 } + [.nan, .infinity, -2e9, 2e9, -0.04, -0.05, 0.05]
        let points = stride(from: 0, to: coordinates.count - 1, by: 2).map { (x: coordinates[$0], y: coordinates[$0 + 1]) }
        let expected = points.map { "\(ChartFormat.svg($0.x)),\(ChartFormat.svg($0.y))" }.joined(separator: " ")
        #expect(ChartFormat.points(points) == expected)
        #expect(ChartFormat.points([]) == "")
        #expect(ChartFormat.points([(x: 40, y: 176), (x: 52.5, y: -98.24)]) == "40,176 52.5,-98.2")
    }
}
