import Foundation

/// The preview of a measurement CSV import: what it adds, skips and rejects (by line), the custom measurements it
/// creates, and the button that imports it in one transaction.
public struct MeasurementImportPage: Sendable {
    /// A line of one of the tables.
    public struct Line: Sendable {
        public let line: String
        public let text: String
    }

    public let sections: [SegmentLink]
    public let fileName: String
    public let hasFileName: Bool
    public let importAction: String
    public let error: String
    public let hasError: Bool
    public let addCount: String
    public let skipCount: String
    public let rejectCount: String
    public let additions: [Line]
    public let hasAdditions: Bool
    public let skipped: [Line]
    public let hasSkipped: Bool
    public let rejected: [Line]
    public let hasRejected: Bool
    public let newMeasures: String
    public let hasNewMeasures: Bool
    public let importLabel: String

    /// The most lines each table shows.
    public static let shownLines = 200

    /// The preview of `report` (nil when the file cannot be read, with `error` saying why).
    public static func make(
        token: String, fileName: String, report: MeasurementImportReport?, error: DomainError?, settings: UserSettings, localizer: Localizer
    ) -> MeasurementImportPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let words = BodyWords(localizer)
        let additions = (report?.toAdd ?? []).prefix(shownLines).map {
            Line(
                line: String($0.line),
                text: "\(format.day($0.date)): \(localizer.text($0.target.shownName)) \(words.length($0.length, unit: $0.length.unit))")
        }
        let skipped = (report?.skipped ?? []).prefix(shownLines).map { Line(line: String($0.line), text: localizer.text($0.reason)) }
        let rejected = (report?.rejected ?? []).prefix(shownLines).map { Line(line: String($0.line), text: localizer.text($0.reason)) }
        let added = report?.toAdd.count ?? 0
        return MeasurementImportPage(
            sections: BodySection.links(current: .measurements, localizer: localizer), fileName: fileName, hasFileName: !fileName.isEmpty,
            importAction: "/body/measurements/import/csv/\(token)", error: error?.message ?? "", hasError: error != nil,
            addCount: localizer.plural("body.measure.add_count", count: added),
            skipCount: localizer.plural("body.measure.skipped_count", count: report?.skipped.count ?? 0),
            rejectCount: localizer.plural("body.measure.rejected_count", count: report?.rejected.count ?? 0),
            additions: Array(additions), hasAdditions: added > 0, skipped: Array(skipped), hasSkipped: !skipped.isEmpty,
            rejected: Array(rejected), hasRejected: !rejected.isEmpty,
            newMeasures: (report?.newMeasures ?? []).joined(separator: ", "), hasNewMeasures: !(report?.newMeasures ?? []).isEmpty,
            importLabel: localizer.plural("body.measure.import_count", count: added))
    }
}
