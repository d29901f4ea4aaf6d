import Foundation
import RepbookCore

/// Reads a workout history CSV file — Strong (every layout), Hevy, FitNotes or Repbook's own — into a `WorkoutFile`.
///
/// The first non-blank line is the header; the format and the separator (`,`, `;` or tab) are found from it unless the
/// lifter names the format. Columns are found by name, in any order, ignoring case. Quotes, separators, quotes and line
/// breaks inside quotes, a byte-order mark, CRLF or CR line ends, blank lines and decimal commas are all fine. Times
/// are read as written, without a zone (`NaiveDateTime`); the import service places them in the lifter's time zone.
/// A row that cannot become a set is left out with its 1-based line and the reason; weights, reps, times and
/// distances outside what the log holds leave the row out too. Numbers and dates are read by hand, in one pass.
public enum WorkoutCSVReader {
    /// The workouts and left-out rows of `data`. Throws `DomainError.invalid(field: "file", …)` saying why when the
    /// file cannot be read at all (empty, binary, not UTF-8, a header of no known export or not of `options.format`,
    /// no rows, or no row with the header's columns), and `DomainError.tooLarge` over
    /// `WorkoutImportLimits.maximumCSVBytes`. `progress`, when given, hears the share of lines read (0 to 1) now and then.
    public static func read(
        _ data: Data, options: WorkoutCSVOptions, progress: ((Double) -> Void)? = nil
    ) throws(DomainError) -> WorkoutFile {
        let text = try CSVTextDecoding.text(
            of: data, limit: WorkoutImportLimits.maximumCSVBytes, kind: "workout history file",
            exportHint: "export your workouts as CSV")
        let headerLine = CSVHeaderLine.first(in: text)
        let delimiter = WeightCSVHeader.delimiter(ofHeaderLine: headerLine)
        let truncated = CSVQuoteScan.endsInsideQuotes(text, delimiter: delimiter)
        var records = try CSVRecords(text: text, delimiter: delimiter)
        var headerRecord: CSVRecord?
        while headerRecord == nil, let record = records.next() {
            if !record.isBlank { headerRecord = record }
        }
        guard let headerRecord else { throw invalid(LocalizedText("error.file.empty")) }
        let header = WorkoutCSVHeader(cells: headerRecord.cells)
        let layout = try layout(of: header, options: options, headerLine: headerLine)

        var reader = layout.rowReader
        var assembler = WorkoutAssembler(renumbersSupersets: layout.renumbersSupersets)
        var skipped: [SkippedImportRow] = []
        var statedUnit: WeightUnit?
        var rowCount = 0
        var setCount = 0
        var columnCountProblems = 0
        let lineCount = progress == nil ? 0 : max(1, text.utf8.reduce(into: 0) { count, byte in if byte == 0x0A { count += 1 } })
        while let record = records.next() {
            if record.isBlank { continue }
            rowCount += 1
            if let progress, rowCount % 5000 == 0 { progress(min(1, Double(record.line) / Double(lineCount))) }
            if let problem = shapeProblem(
                of: record, header: header, requiredCount: reader.requiredColumnCount, delimiter: delimiter, truncated: truncated)
            {
                columnCountProblems += 1
                skipped.append(SkippedImportRow(line: record.line, reason: problem))
                continue
            }
            if let long = record.cells.first(where: { $0.utf8.count > WorkoutImportLimits.maximumFieldCharacters }),
               long.count > WorkoutImportLimits.maximumFieldCharacters {
                skipped.append(
                    SkippedImportRow(line: record.line, reason: LocalizedText(
                        "import.reason.field_too_long", ["maximum": .integer(WorkoutImportLimits.maximumFieldCharacters)])))
                continue
            }
            do throws(CellProblem) {
                let row = try reader.read(record.cells, line: record.line)
                if let set = row.set, set.weight == nil, set.reps == nil, set.durationSeconds == nil, set.distanceMeters == nil {
                    throw CellProblem("import.reason.set_empty")
                }
                if statedUnit == nil { statedUnit = row.statedUnit }
                if row.set != nil { setCount += 1 }
                assembler.add(row)
            } catch {
                skipped.append(SkippedImportRow(line: record.line, reason: error.reason))
            }
        }

        guard rowCount > 0 else { throw invalid(LocalizedText("error.file_has_header_but_no_rows")) }
        if setCount == 0, columnCountProblems == rowCount {
            throw invalid(LocalizedText("error.csv.no_row_fits_header", [
                "count": .text(String(header.columnCount)), "header": .text(String(headerLine.prefix(80))),
                "separator": .localized(CSVHeaderLine.name(of: delimiter)),
            ]))
        }
        var workouts = assembler.result()
        if layout.sortsOldestFirst {
            workouts = workouts.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        }
        return WorkoutFile(
            format: layout.format, statedUnit: statedUnit, assumedUnit: options.unit, workouts: workouts, skipped: skipped,
            rowCount: rowCount)
    }

    /// The layout of `header`: the one of `options.format`, or the first that fits.
    private static func layout(of header: WorkoutCSVHeader, options: WorkoutCSVOptions, headerLine: Substring) throws(DomainError) -> WorkoutCSVLayout
    {
        let quoted = "\"\(headerLine.prefix(80))\""
        if let format = options.format {
            guard let layout = WorkoutCSVLayout(header: header, format: format, assumedUnit: options.unit) else {
                throw invalid(LocalizedText("error.workout_csv.header_for_format", [
                    "quoted": .text(quoted), "format": .text(format.label), "columns": .text(WorkoutCSVLayout.requiredColumns(of: format)),
                ]))
            }
            return layout
        }
        guard let layout = WorkoutCSVLayout.detect(header, assumedUnit: options.unit) else {
            throw invalid(LocalizedText("error.first_line_header_strong_hevy_fitnotes", ["quoted": "\(quoted)"]))
        }
        return layout
    }

    /// Why a record does not have the header's shape: cut off inside a quote, too few columns, or more columns than
    /// the header with values in them (often a decimal comma without quotes); nil when it fits.
    private static func shapeProblem(
        of record: CSVRecord, header: WorkoutCSVHeader, requiredCount: Int, delimiter: UnicodeScalar, truncated: Bool
    ) -> LocalizedText? {
        if record.isLast && truncated {
            return record.lineCount > 1
                ? LocalizedText("import.reason.cut_off_lines", ["first": .integer(record.line), "last": .integer(record.lastLine)])
                : LocalizedText("import.reason.cut_off_line")
        }
        if record.cells.count < requiredCount {
            let spread: ColumnCountReason.Hint = record.lineCount > 1 ? .spread(first: record.line, last: record.lastLine) : .none
            return ColumnCountReason.mismatch(found: record.cells.count, named: header.columnCount, hint: spread)
        }
        if record.cells.count > header.columnCount, record.cells[header.columnCount...].contains(where: { !$0.isEmpty }) {
            return ColumnCountReason.mismatch(found: record.cells.count, named: header.columnCount, hint: ColumnCountReason.extraCells(delimiter))
        }
        return nil
    }

    private static func invalid(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
