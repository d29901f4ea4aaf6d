import Foundation

/// The limits an imported body weight must meet, the same as a weight typed by hand, with the reason for a miss as a
/// catalog text (`import.reason.*`) the page writes in the lifter's language.
public enum ImportedWeightRules {
    /// Why `value`, written `text` (as in the file, or a number the reader's language writes), cannot be a body weight in `unit`; nil when it can.
    public static func weightProblem(_ value: Double, written text: LocalizedText.Slot, unit: WeightUnit) -> LocalizedText? {
        guard value.isFinite else { return LocalizedText("import.reason.weight_not_number", ["value": text]) }
        guard value > 0 else { return LocalizedText("import.reason.weight_not_above_zero", ["value": text]) }
        guard value <= BodyWeightInput.maximumWeight else {
            return LocalizedText(
                "import.reason.weight_above", ["value": text, "maximum": .decimal(BodyWeightInput.maximumWeight), "unit": .text(unit.symbol)])
        }
        return nil
    }

    /// Why `percent`, written `text` (as in the file, or a number), cannot be a body fat percentage; nil when it can.
    public static func bodyFatProblem(_ percent: Double, written text: LocalizedText.Slot) -> LocalizedText? {
        let range = BodyWeightInput.bodyFatRange
        guard range.contains(percent) else {
            return LocalizedText(
                "import.reason.body_fat_range", ["value": text, "minimum": .decimal(range.lowerBound), "maximum": .decimal(range.upperBound)])
        }
        return nil
    }

    /// Why a weight on `date` cannot be imported when it is `today` for the user; nil when it can.
    public static func dateProblem(_ date: LocalDate, today: LocalDate) -> LocalizedText? {
        date > today ? LocalizedText("import.reason.future_day_today", ["date": .day(date), "today": .day(today)]) : nil
    }
}
