import CSV
import Foundation
import RepbookCore

/// One record of a CSV file: its cells with surrounding spaces trimmed, and where it sits in the file.
struct CSVRecord {
    let cells: [String]
    /// The 1-based physical line it starts on.
    let line: Int
    /// The physical lines it spans (more than one when a quoted cell holds line breaks).
    let lineCount: Int
    /// Whether it is the file's last record.
    let isLast: Bool

    /// Whether every cell is empty (a blank line).
    var isBlank: Bool { cells.allSatisfy(\.isEmpty) }

    /// The last physical line it spans.
    var lastLine: Int { line + lineCount - 1 }
}

/// The records of a CSV text, read with CSV.swift (quotes, delimiters, quotes and line breaks inside quotes, CRLF, CR),
/// each with the physical line it starts on.
struct CSVRecords: IteratorProtocol {
    private let reader: CSVReader
    private var nextLine = 1
    /// The record after the current one, read ahead to know which is last.
    private var upcoming: [String]?

    init(text: String, delimiter: UnicodeScalar) throws(DomainError) {
        do {
            reader = try CSVReader(string: text, delimiter: delimiter)
        } catch {
            throw .invalid(field: "file", message: LocalizedText("error.file_cannot_read_as_csv"))
        }
        upcoming = reader.next()
    }

    mutating func next() -> CSVRecord? {
        guard let fields = upcoming else { return nil }
        upcoming = reader.next()
        var breaks = 0
        for field in fields where Self.mayHoldLineBreak(field) { breaks += Self.lineBreaks(in: field) }
        let record = CSVRecord(cells: fields.map(Self.trimmed), line: nextLine, lineCount: 1 + breaks, isLast: upcoming == nil)
        nextLine += 1 + breaks
        return record
    }

    /// A quick test before counting: whether the field holds a CR or LF byte at all.
    private static func mayHoldLineBreak(_ field: String) -> Bool {
        field.utf8.contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// The line ends inside a quoted field: CRLF, CR or LF each count once.
    private static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCarriageReturn = false
        for byte in field.utf8 {
            if byte == 0x0D || (byte == 0x0A && !afterCarriageReturn) { count += 1 }
            afterCarriageReturn = byte == 0x0D
        }
        return count
    }

    /// `field` without leading and trailing spaces and tabs; the same string when it has none, which is the usual case.
    private static func trimmed(_ field: String) -> String {
        guard let first = field.utf8.first, let last = field.utf8.last,
              first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 else { return field }
        return field.trimmingCharacters(in: .whitespaces)
    }
}
