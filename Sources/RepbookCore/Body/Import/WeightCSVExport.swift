import Foundation

/// Body weights as a CSV file the lifter can keep or take elsewhere, and that the weight import reads back:
/// `date,weight_kg` (or `date,weight_lb`), ISO dates, oldest first, `\n` line ends, and a third column
/// `body_fat_percent` only when some entry has a body fat.
public enum WeightCSVExport {
    /// The file's text in `unit`: a weight typed in that unit is written as typed, one typed in the other unit is
    /// converted and rounded to 0.1.
    public static func csv(_ entries: [BodyWeightEntry], unit: WeightUnit) -> String {
        let withBodyFat = entries.contains { $0.bodyFatPercent != nil }
        var lines = ["date,weight_\(unit.rawValue)" + (withBodyFat ? ",body_fat_percent" : "")]
        for entry in entries.sorted(by: { $0.date < $1.date }) {
            var fields = [entry.date.description, weightText(entry.weight, in: unit)]
            if withBodyFat { fields.append(entry.bodyFatPercent.map(Weight.format) ?? "") }
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `repbook-weights-2026-11-21.csv` for `today`.
    public static func fileName(today: LocalDate) -> String {
        "repbook-weights-\(today).csv"
    }

    /// The number written for `weight` in `unit`: `82.5`, `80`, or `176.4` for 80 kg in pounds.
    static func weightText(_ weight: Weight, in unit: WeightUnit) -> String {
        if weight.unit == unit { return Weight.format(weight.value) }
        return Weight.format((weight.unit.convert(weight.value, to: unit) * 10).rounded() / 10)
    }
}
