import CSV
import Foundation
import RepbookCore

/// Reads a body measurement CSV file into a `MeasurementFile`: the shape Repbook exports, `date,measurement,value,unit`
/// (header names in any case; `name` or `site` for the measurement column). The separator (`,`, `;` or tab) is the
/// header's; days are written `YYYY-MM-DD`; a row without a unit (or a file without the column) is in `defaultUnit`.
/// A line that cannot become a value is rejected with its 1-based line number and the reason; whether a day lies in
/// the future, and whether the measurement is known, is the import's rule.
public enum MeasurementCSVReader {
    /// The largest file read.
    public static let maximumBytes = 5 * 1024 * 1024

    /// The rows and rejected lines of `data`; throws `DomainError.invalid(field: "file", …)` when the file cannot be read
    /// at all, and `DomainError.tooLarge` over `maximumBytes`.
    public static func read(_ data: Data, defaultUnit: LengthUnit) throws(DomainError) -> MeasurementFile {
        let text = try CSVTextDecoding.text(of: data, limit: maximumBytes, kind: "measurement file", exportHint: "export your measurements as CSV")
        let headerLine = CSVHeaderLine.first(in: text)
        let delimiter = WeightCSVHeader.delimiter(ofHeaderLine: headerLine)
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, delimiter: delimiter)
        } catch {
            throw invalid(LocalizedText("error.file_cannot_read_as_csv"))
        }
        var columns: (date: Int, measurement: Int, value: Int, unit: Int?)?
        var rows: [MeasurementFile.Row] = []
        var rejections: [MeasurementFile.Rejection] = []
        var nextLine = 1
        while let fields = reader.next() {
            let line = nextLine
            nextLine += 1 + fields.reduce(0) { count, field in count + field.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count }
            let cells = fields.map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy(\.isEmpty) { continue }
            guard let header = columns else {
                let names = cells.map { $0.lowercased() }
                guard let date = names.firstIndex(of: "date"),
                    let measurement = names.firstIndex(where: { ["measurement", "name", "site"].contains($0) }),
                    let value = names.firstIndex(of: "value")
                else {
                    throw invalid(LocalizedText("error.measurement_csv.header", ["header": .text(String(headerLine.prefix(80)))]))
                }
                columns = (date, measurement, value, names.firstIndex(of: "unit"))
                continue
            }
            let needed = max(header.date, header.measurement, header.value) + 1
            guard cells.count >= needed else {
                rejections.append(
                    .init(
                        line: line,
                        reason: LocalizedText("import.reason.column_count_at_least", ["found": .integer(cells.count), "needed": .integer(needed)])))
                continue
            }
            guard let date = LocalDate(cells[header.date]) else {
                rejections.append(
                    .init(line: line, reason: LocalizedText("import.reason.not_an_iso_day", ["value": .text(String(cells[header.date].prefix(40)))])))
                continue
            }
            let measurement = cells[header.measurement]
            guard !measurement.isEmpty else {
                rejections.append(.init(line: line, reason: LocalizedText("import.reason.measurement_empty")))
                continue
            }
            let valueText = cells[header.value]
            guard let value = Double(valueText.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
                rejections.append(
                    .init(line: line, reason: LocalizedText("import.reason.value_not_number", ["value": .text(String(valueText.prefix(40)))])))
                continue
            }
            var unit = defaultUnit
            if let column = header.unit, column < cells.count, !cells[column].isEmpty {
                guard let typed = LengthUnit(rawValue: cells[column].lowercased()) else {
                    rejections.append(
                        .init(line: line, reason: LocalizedText("import.reason.length_unit", ["unit": .text(String(cells[column].prefix(20)))])))
                    continue
                }
                unit = typed
            }
            rows.append(.init(line: line, date: date, measurement: measurement, length: Length(value, unit)))
        }
        guard columns != nil else { throw invalid(LocalizedText("error.file.empty")) }
        guard !rows.isEmpty || !rejections.isEmpty else { throw invalid(LocalizedText("error.file_has_header_but_no_measurements")) }
        return MeasurementFile(rows: rows, rejections: rejections)
    }

    private static func invalid(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
