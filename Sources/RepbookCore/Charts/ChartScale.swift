import Foundation

/// A value axis with "nice" round ticks, such as 0, 50, 100, 150, covering every value given.
public struct ChartScale: Sendable, Hashable {
    /// The bottom of the axis: the first tick.
    public let lower: Double
    /// The top of the axis: the last tick.
    public let upper: Double
    /// The distance between ticks: 1, 2, 2.5 or 5 times a power of ten.
    public let step: Double
    /// The tick values from `lower` to `upper`.
    public let ticks: [Double]
    /// The tick labels, without needless decimals: "0", "2.5", "100", "12.5k", "2M".
    public let labels: [String]

    /// A scale for `values` (non-finite and absurdly large ones are ignored) with about `targetTickCount` ticks; `includeZero` for bars and
    /// volumes. Empty data, a single value and all zeros get a small sensible range; whole-number data never gets
    /// fractional steps.
    public init(values: [Double], includeZero: Bool, targetTickCount: Int = 5) {
        let finite = values.filter { $0.isFinite && abs($0) <= 1e300 }
        var low = finite.min() ?? 0
        var high = finite.max() ?? 0
        if includeZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        let magnitude = max(abs(low), abs(high))
        if magnitude == 0 {
            high = 1
        }
        let minimumSpan = magnitude == 0 ? 1 : magnitude * 0.05
        if high - low < minimumSpan {
            if includeZero && low == 0 {
                high = minimumSpan
            } else if includeZero && high == 0 {
                low = -minimumSpan
            } else {
                let middle = (low + high) / 2
                low = middle - minimumSpan / 2
                high = middle + minimumSpan / 2
            }
        }
        var step = Self.niceStep(for: (high - low) / Double(max(targetTickCount - 1, 1)))
        if finite.allSatisfy({ $0 == $0.rounded() }) {
            step = max(step, 1)
        }
        let decimals = Self.decimals(of: step)
        var lower = Self.round((low / step + 1e-9).rounded(.down) * step, decimals)
        var upper = Self.round((high / step - 1e-9).rounded(.up) * step, decimals)
        if includeZero {
            lower = min(lower, 0)
            upper = max(upper, 0)
        }
        if upper <= lower { upper = Self.round(lower + step, decimals) }
        let steps = ((upper - lower) / step).rounded()
        let count = steps.isFinite ? Int(min(max(steps, 1), 100)) : 1
        let ticks = (0...count).map { Self.round(lower + Double($0) * step, decimals) }
        self.lower = lower
        self.upper = upper
        self.step = step
        self.ticks = ticks
        self.labels = Self.labels(for: ticks, step: step)
    }

    /// Where `value` sits between `lower` (0) and `upper` (1).
    public func fraction(of value: Double) -> Double {
        guard value.isFinite, upper > lower else { return 0 }
        return (value - lower) / (upper - lower)
    }

    /// The label `value` would get on this scale.
    public func label(_ value: Double) -> String {
        Self.labels(for: [value] + ticks, step: step)[0]
    }

    /// The smallest of 1, 2, 2.5, 5 and 10 times a power of ten that is at least `raw`.
    static func niceStep(for raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / power
        let nice: Double
        if fraction <= 1.000_000_1 {
            nice = 1
        } else if fraction <= 2 {
            nice = 2
        } else if fraction <= 2.5 {
            nice = 2.5
        } else if fraction <= 5 {
            nice = 5
        } else {
            nice = 10
        }
        return nice * power
    }

    /// Labels for `ticks`, all with the same suffix (k from 10 000, M from a million, B from a billion).
    private static func labels(for ticks: [Double], step: Double) -> [String] {
        let largest = ticks.map(abs).max() ?? 0
        let (divisor, suffix): (Double, String) =
            largest >= 1e9 ? (1e9, "B") : largest >= 1e6 ? (1e6, "M") : largest >= 1e4 ? (1e3, "k") : (1, "")
        let decimals = Self.decimals(of: step / divisor)
        return ticks.map { tick in
            var text = decimals.map { String(format: "%.\($0)f", tick / divisor) } ?? String(format: "%g", tick / divisor)
            if text.contains("."), !text.contains("e") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            if text == "-0" { text = "0" }
            return text == "0" ? text : text + suffix
        }
    }

    /// How many decimals `value` needs, or nil beyond 15 (then values are printed in exponent form).
    static func decimals(of value: Double) -> Int? {
        guard value != 0, value.isFinite else { return 0 }
        for count in 0...15 {
            let scaled = value * pow(10, Double(count))
            if scaled.rounded() != 0 && abs(scaled - scaled.rounded()) <= 1e-6 * abs(scaled) { return count }
        }
        return nil
    }

    private static func round(_ value: Double, _ decimals: Int?) -> Double {
        guard let decimals else { return value }
        let factor = pow(10, Double(decimals))
        let rounded = (value * factor).rounded() / factor
        return rounded == 0 ? 0 : rounded
    }
}
