import Foundation

/// A user's body measurements in an archive: the names of their own measurements and every value, each naming its
/// measurement by the built-in key (`waist`, `upper-arm-left`) or the custom name. Absent when the user has none (and in
/// archives made before measurements), so older archives import unchanged.
public struct ArchivedMeasurements: Codable, Equatable, Sendable {
    /// One value, as typed.
    public struct Value: Codable, Equatable, Sendable {
        public var measurement: String
        public var date: LocalDate
        public var length: Length

        public init(measurement: String, date: LocalDate, length: Length) {
            self.measurement = measurement
            self.date = date
            self.length = length
        }
    }

    /// The user's own measurements, by name.
    public var custom: [String]
    /// Every value, oldest day first.
    public var values: [Value]

    public init(custom: [String], values: [Value]) {
        self.custom = custom
        self.values = values
    }

    /// The archived form of `measures` and `entries`; nil when there is nothing to keep.
    public init?(measures: [BodyMeasure], entries: [BodyMeasurementEntry]) {
        let customs = measures.filter(\.isCustom)
        guard !customs.isEmpty || !entries.isEmpty else { return nil }
        let names = Dictionary(measures.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
        custom = customs.map(\.name)
        values = entries.sorted { ($0.date, $0.key.description) < ($1.date, $1.key.description) }.map { entry in
            let measurement: String
            switch entry.key {
            case .site(let site): measurement = site.rawValue
            case .custom: measurement = names[entry.key] ?? entry.key.description
            }
            return Value(measurement: measurement, date: entry.date, length: entry.length)
        }
    }

    /// What each value measures: a built-in key, else one of `custom` by name; nil when it names neither.
    public func target(of value: Value) -> MeasurementTarget? {
        if let site = BodySite(rawValue: value.measurement) { return .site(site) }
        let key = MeasurementRules.nameKey(value.measurement)
        return custom.first { MeasurementRules.nameKey($0) == key }.map { .custom(name: $0) }
    }

    /// Checks names, references, ranges and one value per measurement and day, naming the JSON path at fault.
    func validate() throws(DomainError) {
        var names: Set<String> = []
        for (index, name) in custom.enumerated() {
            let path = "measurements.custom[\(index)]"
            let checked: String
            do {
                checked = try MeasurementRules.customName(name, existing: [], field: path)
            } catch {
                throw .invalid(field: path, message: LocalizedText("error.at_path", ["path": .text(path), "error": .localized(error.text)]))
            }
            guard checked == name, names.insert(MeasurementRules.nameKey(name)).inserted else {
                throw .invalid(field: path, message: LocalizedText("error.repeated_or_not_written_as_name", ["path": "\(path)", "value": "\(name)"]))
            }
        }
        var days: Set<String> = []
        for (index, value) in values.enumerated() {
            let path = "measurements.values[\(index)]"
            guard let target = target(of: value) else {
                throw .invalid(
                    field: "\(path).measurement",
                    message: LocalizedText(
                        "error.archive.unknown_measurement", ["path": .text(path), "value": .text(String(value.measurement.prefix(40)))]))
            }
            let limit = MeasurementRules.maximum(in: value.length.unit)
            guard value.length.value.isFinite, value.length.value > 0, value.length.value <= limit else {
                throw .invalid(
                    field: "\(path).length.value",
                    message: LocalizedText(
                        "error.archive.length_range",
                        ["path": .text(path), "maximum": .text(Weight.format(limit)), "unit": .text(value.length.unit.symbol)]))
            }
            guard days.insert("\(target)@\(value.date)").inserted else {
                throw .invalid(field: path, message:
                    LocalizedText("error.has_second_value_on", ["path": "\(path)", "measurement": "\(value.measurement)", "date": "\(value.date)"]))
            }
        }
    }
}
