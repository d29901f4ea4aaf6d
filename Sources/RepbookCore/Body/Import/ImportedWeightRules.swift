import Foundation

/// The limits an imported body weight must meet, the same as a weight typed by hand, with the reason for a miss in
/// words a lifter understands.
public enum ImportedWeightRules {
    /// Why `value`, written `text` in the file, cannot be a body weight in `unit`; nil when it can.
    public static func weightProblem(_ value: Double, written text: String, unit: WeightUnit) -> String? {
        guard value.isFinite else { return "weight \"\(text)\" is not a number" }
        guard value > 0 else { return "weight \"\(text)\" must be above 0" }
        guard value <= BodyWeightInput.maximumWeight else {
            return "weight \"\(text)\" is above \(Weight.format(BodyWeightInput.maximumWeight)) \(unit.symbol)"
        }
        return nil
    }

    /// Why `percent`, written `text` in the file, cannot be a body fat percentage; nil when it can.
    public static func bodyFatProblem(_ percent: Double, written text: String) -> String? {
        let range = BodyWeightInput.bodyFatRange
        guard range.contains(percent) else {
            return "body fat \"\(text)\" must be from \(Weight.format(range.lowerBound)) to \(Weight.format(range.upperBound)) %"
        }
        return nil
    }

    /// Why a weight on `date` cannot be imported when it is `today` for the user; nil when it can.
    public static func dateProblem(_ date: LocalDate, today: LocalDate) -> String? {
        date > today ? "\(date) is in the future (today is \(today))" : nil
    }
}
