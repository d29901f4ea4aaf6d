import Foundation
import Hummingbird
import RepbookCore

/// The answer of a weight import (CSV or Apple Health): `added` and `skipped` counts, `rejected` lines, `dryRun`, then
/// the detail: `skippedRows` and the `entries` added (in a dry run: that an import would add). Outside clients rely
/// on the top-level names.
struct WeightImportReportJSON: ResponseEncodable {
    let added: Int
    let skipped: Int
    let rejected: [RejectedLineJSON]
    let dryRun: Bool
    let skippedRows: [SkippedRowJSON]
    let entries: [ImportedEntryJSON]

    init(_ report: WeightImportReport) {
        added = report.added
        skipped = report.skippedCount
        rejected = report.rejected.map { RejectedLineJSON(line: $0.line, reason: $0.reason) }
        dryRun = report.dryRun
        skippedRows = report.skipped.map { SkippedRowJSON(line: $0.line, date: $0.date.description, reason: $0.reason) }
        entries = report.toAdd.map(ImportedEntryJSON.init)
    }
}

/// A line of the file that cannot become a weight, and why: `reason` in the request's language, `code` its stable key.
struct RejectedLineJSON: Encodable {
    let line: Int
    let reason: String
    let code: String

    init(line: Int, reason: LocalizedText) {
        self.line = line
        self.reason = reason.inRequestLanguage
        code = reason.key
    }
}

/// A readable row left out on purpose, and why: `reason` in the request's language, `code` its stable key.
struct SkippedRowJSON: Encodable {
    let line: Int
    let date: String
    let reason: String
    let code: String

    init(line: Int, date: String, reason: LocalizedText) {
        self.line = line
        self.date = date
        self.reason = reason.inRequestLanguage
        code = reason.key
    }
}

/// A row an import adds: its line, the day, kilograms (rounded to grams), and the weight as the file gave it.
struct ImportedEntryJSON: Encodable {
    let line: Int
    let date: String
    let weightKg: Double
    let weight: Double
    let unit: String
    @Nullable var bodyFatPercent: Double?

    init(_ addition: WeightImportReport.Addition) {
        line = addition.line
        date = addition.entry.date.description
        weightKg = KilogramsJSON.round(addition.entry.weight.kilograms)
        weight = addition.entry.weight.value
        unit = addition.entry.weight.unit.rawValue
        bodyFatPercent = addition.entry.bodyFatPercent
    }
}
