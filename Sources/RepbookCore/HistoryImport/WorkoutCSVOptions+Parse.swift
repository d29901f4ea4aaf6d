extension WorkoutCSVOptions {
    /// Options from form or query text: a format name (empty or nil to detect it) and `kg` or `lb` (nil for `userUnit`);
    /// anything else is invalid, naming the field.
    public static func parse(format: String?, unit: String?, userUnit: WeightUnit) throws(DomainError) -> WorkoutCSVOptions {
        var options = WorkoutCSVOptions(unit: userUnit)
        if let format, !format.isEmpty {
            guard let named = WorkoutFileFormat(rawValue: format.lowercased()) else {
                let names = WorkoutFileFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalid(field: "format", message:
                    LocalizedText("error.unknown_format_use_one", ["value": "\(format.prefix(40))", "names": "\(names)"]))
            }
            options.format = named
        }
        if let unit, !unit.isEmpty {
            guard let named = WeightUnit(rawValue: unit.lowercased()) else {
                throw .invalid(field: "unit", message: LocalizedText("error.unknown_unit_use_kg_or_lb", ["unit": "\(unit.prefix(40))"]))
            }
            options.unit = named
        }
        return options
    }
}
