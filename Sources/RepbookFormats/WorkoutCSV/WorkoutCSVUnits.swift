import RepbookCore

/// The unit names workout exports write, in headers (`Weight (kg)`) and unit columns (`kgs`, `mi`).
enum WorkoutCSVUnits {
    /// Meters in a mile, exactly.
    static let metersPerMile = 1609.344

    /// `kg`, `kgs`, `kilograms`, `lb`, `lbs`, `pounds`, any case.
    static func weightUnit(named name: String) -> WeightUnit? {
        switch name.lowercased() {
        case "kg", "kgs", "kilogram", "kilograms": .kilograms
        case "lb", "lbs", "pound", "pounds": .pounds
        default: nil
        }
    }

    /// Meters in one `m`, `meters`, `km`, `mi`, `miles`, `ft`, `feet`, `yd`, any case.
    static func metersPerUnit(named name: String) -> Double? {
        switch name.lowercased() {
        case "m", "meter", "meters", "metre", "metres": 1
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": 1000
        case "mi", "mile", "miles": metersPerMile
        case "ft", "foot", "feet": 0.3048
        case "yd", "yard", "yards": 0.9144
        default: nil
        }
    }

    /// The distance unit assumed where a file states none: kilometers for a lifter in kilograms, miles in pounds.
    static func assumedMetersPerDistanceUnit(for unit: WeightUnit) -> Double {
        unit == .kilograms ? 1000 : metersPerMile
    }
}
