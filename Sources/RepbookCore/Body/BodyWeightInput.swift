import Foundation

/// A body weight as typed: the day, the weight and its unit, and an optional body fat percentage; validated into a
/// `BodyWeightEntry`.
public struct BodyWeightInput: Sendable, Equatable {
    public var date: String?
    public var weight: String?
    public var unit: String?
    public var bodyFatPercent: String?
    /// The name errors about the weight give: `weight`, or `weightKg` when the API was sent kilograms.
    public var weightField: String

    public init(date: String? = nil, weight: String? = nil, unit: String? = nil, bodyFatPercent: String? = nil, weightField: String = "weight") {
        self.date = date
        self.weight = weight
        self.unit = unit
        self.bodyFatPercent = bodyFatPercent
        self.weightField = weightField
    }

    /// The heaviest body weight accepted, in the weight's own unit.
    public static let maximumWeight = 1000.0
    /// The body fat percentages accepted.
    public static let bodyFatRange = 1.0...75.0

    /// Checks every field, naming the one at fault. The date defaults to `today` and may not be after it; a weight
    /// without a unit is in `defaultUnit`.
    public func entry(today: LocalDate, defaultUnit: WeightUnit) throws(DomainError) -> BodyWeightEntry {
        let dateText = date?.trimmingCharacters(in: .whitespaces) ?? ""
        var day = today
        if !dateText.isEmpty {
            guard let parsed = LocalDate(dateText) else { throw .invalid(field: "date", message:
                LocalizedText("error.date_real_day_written_yyyy_mm")) }
            day = parsed
        }
        guard day <= today else { throw .invalid(field: "date", message: LocalizedText("error.date_cannot_in_future")) }
        let unitText = unit?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        var weightUnit = defaultUnit
        if !unitText.isEmpty {
            guard let parsed = WeightUnit(rawValue: unitText) else { throw .invalid(field: "unit", message: LocalizedText("error.unit_kg_or_lb")) }
            weightUnit = parsed
        }
        let weightText = weight?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !weightText.isEmpty else { throw .invalid(field: weightField, message: LocalizedText("error.weight_required")) }
        guard let value = Self.number(weightText), value > 0, value <= Self.maximumWeight else {
            throw .invalid(field: weightField, message: LocalizedText("error.weight_number_above_0_and_at", ["symbol": "\(weightUnit.symbol)"]))
        }
        var bodyFat: Double?
        let bodyFatText = bodyFatPercent?.trimmingCharacters(in: .whitespaces) ?? ""
        if !bodyFatText.isEmpty {
            guard let percent = Self.number(bodyFatText), Self.bodyFatRange.contains(percent) else {
                throw .invalid(field: "bodyFatPercent", message: LocalizedText("error.body_fat_number_from_1_75"))
            }
            bodyFat = percent
        }
        return BodyWeightEntry(date: day, weight: Weight(value, weightUnit), bodyFatPercent: bodyFat)
    }

    /// A finite number, with a decimal point or comma.
    private static func number(_ text: String) -> Double? {
        guard let value = DecimalInput.parse(text) else { return nil }
        return value
    }
}
