import Foundation

extension Weight {
    /// This weight for a user of `display`: itself when the units agree, else converted and rounded to what a lifter
    /// loads in that unit (5 lb or 2.5 kg steps, what a pair of the smallest common plates adds; 1 lb or 0.5 kg under 25 lb
    /// or 10 kg), so 120 kg reads 265 lb, never 264.55 lb.
    public func loadable(in display: WeightUnit) -> Weight {
        guard display != unit else { return self }
        let converted = unit.convert(value, to: display)
        return Weight(Self.roundToLoad(converted, unit: display), display)
    }

    /// `value` (in `unit`) rounded to the nearest step a lifter loads in that unit.
    public static func roundToLoad(_ value: Double, unit: WeightUnit) -> Double {
        let step: Double = switch unit {
        case .pounds: value < 25 ? 1 : 5
        case .kilograms: value < 10 ? 0.5 : 2.5
        }
        return max(0, (value / step).rounded() * step)
    }

    /// A weight kept in kilograms (records, volumes) for a user of `display`: a converted value that lands on a half
    /// unit was typed in that unit and is shown as is; any other is rounded to what a lifter loads (90 kg is 200 lb).
    public static func shown(kilograms: Double, in display: WeightUnit) -> Double {
        shown(WeightUnit.kilograms.convert(kilograms, to: display), in: display)
    }

    /// A value already converted to `display` (a log line's merged weight) shown the same way: kept on a half unit,
    /// else rounded to what a lifter loads (264.55 lb reads 265 lb).
    public static func shown(_ converted: Double, in display: WeightUnit) -> Double {
        let halves = converted * 2
        if abs(halves - halves.rounded()) < 0.04 { return (halves.rounded()) / 2 }
        return roundToLoad(converted, unit: display)
    }
}
