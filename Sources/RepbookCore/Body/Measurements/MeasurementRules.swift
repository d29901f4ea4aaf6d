import Foundation

/// The input rules of body measurements: a value is a number above 0 and at most 300 cm (118 in), a day is a real
/// day not after today, a custom measurement's name is 1 to 32 characters and not the name of another one.
public enum MeasurementRules {
    /// The largest value accepted, in centimetres (a waist of three metres is a typo).
    public static let maximumCentimetres = 300.0
    /// The longest custom name accepted.
    public static let maximumNameLength = 32

    /// The largest value accepted in `unit`, as the error says it: 300 cm, 118 in.
    public static func maximum(in unit: LengthUnit) -> Double {
        unit == .centimetres ? maximumCentimetres : (maximumCentimetres / LengthUnit.centimetresPerInch).rounded(.down)
    }

    /// The length typed as `text` in `unit`, or an error under `field` naming `name`.
    public static func length(_ text: String, unit: LengthUnit, field: String, name: String) throws(DomainError) -> Length {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .invalid(field: field, message: LocalizedText("error.needs_value", ["value": "\(name)"])) }
        let limit = maximum(in: unit)
        guard let value = DecimalInput.parse(trimmed), value > 0, value <= limit else {
            throw .invalid(field: field, message:
                LocalizedText("error.number_above_0_and_at_most",
                    ["value": "\(name)", "limit": "\(Weight.format(limit))", "symbol": "\(unit.symbol)"]))
        }
        return Length(value, unit)
    }

    /// The unit written as `text` (`cm`, `in`, any case), `fallback` when empty, or an error under `field`.
    public static func unit(_ text: String?, fallback: LengthUnit, field: String = "unit") throws(DomainError) -> LengthUnit {
        let trimmed = text?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard !trimmed.isEmpty else { return fallback }
        guard let unit = LengthUnit(rawValue: trimmed) else { throw .invalid(field: field, message: LocalizedText("error.unit_cm_or_in")) }
        return unit
    }

    /// The day written as `text`, `today` when empty; never after today.
    public static func date(_ text: String?, today: LocalDate, field: String = "date") throws(DomainError) -> LocalDate {
        let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !trimmed.isEmpty else { return today }
        guard let day = LocalDate(trimmed) else { throw .invalid(field: field, message: LocalizedText("error.date_real_day_written_yyyy_mm")) }
        guard day <= today else { throw .invalid(field: field, message: LocalizedText("error.date_cannot_in_future")) }
        return day
    }

    /// The key two custom names clash on, ignoring case, accents and spacing.
    public static func nameKey(_ name: String) -> String { SearchFolding.fold(name) }

    /// A custom measurement's name normalised, refused when empty, too long, or the name of a built-in or an
    /// existing custom measurement (`existing`).
    public static func customName(_ raw: String, existing: [BodyMeasure], field: String = "name") throws(DomainError) -> String {
        let name = try ItemName.validated(raw, noun: .measurement, maximumLength: maximumNameLength, field: field)
        let key = nameKey(name)
        let taken = BodyMeasure.builtIn.map(\.name) + BodySite.allCases.map(\.part) + existing.map(\.name)
        if taken.contains(where: { nameKey($0) == key }) {
            throw .conflict(LocalizedText("error.already_measurement", ["value": "\(name)"]))
        }
        return name
    }
}
