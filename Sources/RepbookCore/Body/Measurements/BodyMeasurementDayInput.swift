import Foundation

/// A day's measurements as typed in the entry form or sent by a client: the day, one unit for all, and a value per
/// measurement key (`waist`, `upper-arm-left`, `custom-3`); empty values are left alone.
public struct BodyMeasurementDayInput: Sendable, Equatable {
    public var date: String?
    public var unit: String?
    /// Values by the key's text, in the order given.
    public var values: [(key: String, value: String)]

    public init(date: String? = nil, unit: String? = nil, values: [(key: String, value: String)]) {
        self.date = date
        self.unit = unit
        self.values = values
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.date == rhs.date && lhs.unit == rhs.unit && lhs.values.map(\.key) == rhs.values.map(\.key)
            && lhs.values.map(\.value) == rhs.values.map(\.value)
    }

    /// The entries, checked: the day (today when empty, never later), the unit (`defaultUnit` when empty), each
    /// non-empty value against `measures` (an unknown key is not found) and the value rule, the error naming the
    /// field by its key. At least one value is required, under the field of the first measure.
    public func entries(measures: [BodyMeasure], today: LocalDate, defaultUnit: LengthUnit) throws(DomainError) -> [BodyMeasurementEntry] {
        let day = try MeasurementRules.date(date, today: today)
        let lengthUnit = try MeasurementRules.unit(unit, fallback: defaultUnit)
        let byKey = Dictionary(measures.map { ($0.key.description, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [BodyMeasurementEntry] = []
        var seen: Set<String> = []
        for (key, value) in values where !value.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let measure = byKey[key] else { throw .notFound(LocalizedText("error.there_no_measurement", ["key": "\(key)"])) }
            guard seen.insert(key).inserted else { throw .invalid(field: key, message:
                LocalizedText("error.given_twice", ["measure": "\(measure.name)"])) }
            let length = try MeasurementRules.length(value, unit: lengthUnit, field: key, name: measure.name)
            entries.append(BodyMeasurementEntry(key: measure.key, date: day, length: length))
        }
        guard !entries.isEmpty else {
            throw .invalid(field: measures.first?.key.description ?? "values", message: LocalizedText("error.enter_at_least_one_measurement"))
        }
        return entries
    }
}
