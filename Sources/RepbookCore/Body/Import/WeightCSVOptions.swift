import Foundation

/// What the lifter says about a weight CSV file before it is read: the unit of its weights when the header does not
/// name one, and how its dates are written.
public struct WeightCSVOptions: Equatable, Sendable {
    /// The unit of the weights; nil means the unit named in the header, else the user's own unit. A unit in the header
    /// always wins.
    public var unit: WeightUnit?
    public var dateOrder: WeightDateOrder

    public init(unit: WeightUnit? = nil, dateOrder: WeightDateOrder = .iso) {
        self.unit = unit
        self.dateOrder = dateOrder
    }

    /// Options from the raw values a client or form sends (`unit` kg|lb or empty; `dates` iso|day-first|month-first
    /// or empty), naming the field at fault.
    public static func parse(unit: String?, dates: String?) throws(DomainError) -> WeightCSVOptions {
        let unitName = unit?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        var parsedUnit: WeightUnit?
        if !unitName.isEmpty {
            guard let known = WeightUnit(rawValue: unitName) else { throw .invalid(field: "unit", message: LocalizedText("error.unit_kg_or_lb")) }
            parsedUnit = known
        }
        return WeightCSVOptions(unit: parsedUnit, dateOrder: try WeightDateOrder.parse(dates))
    }
}
