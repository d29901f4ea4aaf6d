import CSV
import Foundation
import RepbookCore

/// Reads a weight CSV file into a `WeightFile`: our own export, wger's `Date,Weight`, and the common shapes of other
/// apps and spreadsheets.
///
/// The first non-blank line is the header; it must name a date and a weight column (`date`, `Date`, `day`; `weight`,
/// `weight_kg`, `weight_lb`, `Weight (lbs)` …; any case) and may name a body fat column (`body_fat_percent`); other
/// columns are ignored. The separator (`,`, `;` or tab) is the header's. A unit in the header wins over the one the
/// lifter chose, which wins over the user's own unit. Quotes, a decimal comma (`82,5` in a `;` file, or quoted), a
/// UTF-8 byte-order mark, CRLF or CR line ends and blank lines are all fine. A line that cannot become a weight is
/// rejected with its 1-based line number and the reason; whether a date lies in the future is the import's rule, not
/// the reader's.
public enum WeightCSVReader {
    /// The rows and rejected lines of `data`; throws `DomainError.invalid(field: "file", …)` saying why when the file
    /// cannot be read at all (empty, not UTF-8 text, no date or weight column, no rows, or no line with the header's
    /// columns), and `DomainError.tooLarge` over `WeightImportLimits.maximumCSVBytes`.
    public static func read(_ data: Data, options: WeightCSVOptions, userUnit: WeightUnit) throws(DomainError) -> WeightFile {
        let text = try CSVTextDecoding.text(of: data, limit: WeightImportLimits.maximumCSVBytes)
        let headerLine = CSVHeaderLine.first(in: text)
        let delimiter = WeightCSVHeader.delimiter(ofHeaderLine: headerLine)
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, delimiter: delimiter)
        } catch {
            throw invalid(LocalizedText("error.file_cannot_read_as_csv"))
        }

        var header: WeightCSVHeader?
        var rows: [WeightFileRow] = []
        var rejections: [WeightFileRejection] = []
        var wrongColumnCounts = 0
        var nextLine = 1
        while let fields = reader.next() {
            let line = nextLine
            nextLine += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
            let cells = fields.map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy(\.isEmpty) { continue }
            guard let columns = header else {
                guard let named = WeightCSVHeader(fields: cells) else {
                    throw invalid(LocalizedText("error.weight_csv.header", ["header": .text(String(headerLine.prefix(80)))]))
                }
                header = named
                continue
            }
            let reading = RowReading(columns: columns, unit: columns.unit ?? options.unit ?? userUnit, order: options.dateOrder, delimiter: delimiter)
            switch reading.read(cells, line: line) {
            case .read(let row):
                rows.append(row)
            case .rejected(let reason):
                rejections.append(WeightFileRejection(line: line, reason: reason))
            case .wrongColumnCount(let reason):
                wrongColumnCounts += 1
                rejections.append(WeightFileRejection(line: line, reason: reason))
            }
        }

        guard let header else { throw invalid(LocalizedText("error.file.empty")) }
        guard !rows.isEmpty || !rejections.isEmpty else { throw invalid(LocalizedText("error.file_has_header_but_no_weights")) }
        if rows.isEmpty, wrongColumnCounts == rejections.count {
            throw invalid(
                LocalizedText(
                    "error.csv.no_line_fits_header",
                    [
                        "count": .text(String(header.columnCount)), "header": .text(String(headerLine.prefix(80))),
                        "separator": .localized(CSVHeaderLine.name(of: delimiter)),
                    ]))
        }
        return WeightFile(rows: rows, rejections: rejections)
    }

    /// The line ends inside a (quoted) field: CRLF, CR or LF each count once.
    private static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCarriageReturn = false
        for scalar in field.unicodeScalars {
            if scalar == "\r" || (scalar == "\n" && !afterCarriageReturn) { count += 1 }
            afterCarriageReturn = scalar == "\r"
        }
        return count
    }

    private static func invalid(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}

/// Reads one data row of a weight CSV file with the header's columns.
private struct RowReading {
    let columns: WeightCSVHeader
    let unit: WeightUnit
    let order: WeightDateOrder
    let delimiter: UnicodeScalar

    /// What became of a row.
    enum Outcome {
        case read(WeightFileRow)
        case rejected(LocalizedText)
        case wrongColumnCount(LocalizedText)
    }

    func read(_ cells: [String], line: Int) -> Outcome {
        guard cells.count >= columns.requiredCount else {
            return .wrongColumnCount(ColumnCountReason.mismatch(found: cells.count, named: columns.columnCount))
        }
        if cells.count > columns.columnCount, cells[columns.columnCount...].contains(where: { !$0.isEmpty }) {
            return .wrongColumnCount(
                ColumnCountReason.mismatch(found: cells.count, named: columns.columnCount, hint: ColumnCountReason.extraCells(delimiter)))
        }
        let dateText = cells[columns.dateColumn]
        guard !dateText.isEmpty else { return .rejected(LocalizedText("import.reason.date_empty")) }
        guard let date = WeightCSVCells.date(dateText, order: order) else { return .rejected(notADate(dateText)) }
        let weightText = cells[columns.weightColumn]
        guard !weightText.isEmpty else { return .rejected(LocalizedText("import.reason.weight_empty")) }
        guard let value = WeightCSVCells.number(weightText) else {
            return .rejected(LocalizedText("import.reason.weight_not_number", ["value": .text(weightText)]))
        }
        if let problem = ImportedWeightRules.weightProblem(value, written: .text(weightText), unit: unit) { return .rejected(problem) }
        var bodyFat: Double?
        if let column = columns.bodyFatColumn, column < cells.count, !cells[column].isEmpty {
            let text = cells[column]
            guard let percent = WeightCSVCells.number(text) else {
                return .rejected(LocalizedText("import.reason.body_fat_not_number", ["value": .text(text)]))
            }
            if let problem = ImportedWeightRules.bodyFatProblem(percent, written: .text(text)) { return .rejected(problem) }
            bodyFat = percent
        }
        return .read(WeightFileRow(line: line, date: date, weight: Weight(value, unit), bodyFatPercent: bodyFat))
    }

    /// `"31.02.2024" is not a date (day-first)`, with a hint when ISO was chosen for a date written otherwise.
    private func notADate(_ text: String) -> LocalizedText {
        let writtenOtherwise = order == .iso && WeightCSVCells.date(text, order: .dayFirst) != nil
        return LocalizedText(
            writtenOtherwise ? "import.reason.not_a_date_choose_order" : "import.reason.not_a_date_in_order",
            ["value": .text(text), "order": .localized(LocalizedText(order.labelKey))])
    }
}
