import Foundation
import RepbookCore

/// A `WeightFile` as a parser child prints it: compact rows of plain values, decoded back into the same file.
public struct WeightFileWire: Codable, Sendable {
    /// A row: line, `YYYY-MM-DD`, value, unit, body fat.
    struct Row: Codable, Sendable {
        let l: Int
        let d: String
        let w: Double
        let u: WeightUnit
        let f: Double?
    }

    /// A rejected or skipped line: line, reason (its catalog key and slots), and for a skipped one its day.
    struct Note: Codable, Sendable {
        let l: Int
        let r: LocalizedText
        let d: String?
    }

    let rows: [Row]
    let rejections: [Note]
    let skipped: [Note]

    public init(_ file: WeightFile) {
        rows = file.rows.map { Row(l: $0.line, d: $0.date.description, w: $0.weight.value, u: $0.weight.unit, f: $0.bodyFatPercent) }
        rejections = file.rejections.map { Note(l: $0.line, r: $0.reason, d: nil) }
        skipped = file.skipped.map { Note(l: $0.line, r: $0.reason, d: $0.date.description) }
    }

    /// The file again; nil when a date does not read back (the child's answer was not its own).
    public var file: WeightFile? {
        var decodedRows: [WeightFileRow] = []
        decodedRows.reserveCapacity(rows.count)
        for row in rows {
            guard let date = LocalDate(row.d) else { return nil }
            decodedRows.append(WeightFileRow(line: row.l, date: date, weight: Weight(row.w, row.u), bodyFatPercent: row.f))
        }
        var decodedSkips: [SkippedWeightRow] = []
        for note in skipped {
            guard let text = note.d, let date = LocalDate(text) else { return nil }
            decodedSkips.append(SkippedWeightRow(line: note.l, date: date, reason: note.r))
        }
        return WeightFile(
            rows: decodedRows, rejections: rejections.map { WeightFileRejection(line: $0.l, reason: $0.r) }, skipped: decodedSkips)
    }
}
