import Foundation

/// Body measurements as a CSV file the import reads back: `date,measurement,value,unit`, ISO days, oldest first, a
/// built-in by its key (`waist`, `upper-arm-left`), a custom one by its name (quoted when needed, a leading `=`, `+`,
/// `-` or `@` neutralised so a spreadsheet never runs it), values as typed, `\n` line ends.
public enum MeasurementCSVExport {
    /// The file's text for `entries`, naming custom measurements from `measures`.
    public static func csv(_ entries: [BodyMeasurementEntry], measures: [BodyMeasure]) -> String {
        let names = Dictionary(measures.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first })
        var lines = ["date,measurement,value,unit"]
        for entry in entries.sorted(by: { ($0.date, $0.key.description) < ($1.date, $1.key.description) }) {
            let measurement: String
            switch entry.key {
            case .site(let site): measurement = site.rawValue
            case .custom: measurement = cell(names[entry.key] ?? entry.key.description)
            }
            lines.append("\(entry.date),\(measurement),\(Weight.format(entry.length.value)),\(entry.length.unit.symbol)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `repbook-measurements-2026-11-21.csv` for `today`.
    public static func fileName(today: LocalDate) -> String { "repbook-measurements-\(today).csv" }

    /// A text cell: quoted when it holds a separator, quote or line end; a formula's first character made harmless.
    static func cell(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { ",\"\n\r".contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
