import Foundation

/// The preview of an uploaded weight file: what importing it adds, what it skips (the day already has a weigh-in) and
/// what it cannot read, each by line; then one button imports the rows to add, in one transaction.
public struct WeightImportPage: Sendable {
    /// A line of the preview: where it is in the file, the day and what happens to it.
    public struct Row: Sendable {
        public let line: String
        public let day: String
        public let text: String
    }

    /// How many rows of each list the page shows; the counts above them are always complete.
    public static let rowLimit = 100

    public let sections: [SegmentLink]
    public let title: String
    public let isCSV: Bool
    public let fileName: String
    public let hasFileName: Bool
    /// The preview's own path, for the options form (a GET that re-reads the file with other options).
    public let previewAction: String
    /// Where the import button posts.
    public let importAction: String
    public let unit: String
    public let dates: String
    public let unitOptions: [SelectOption]
    public let dateOptions: [SelectOption]
    public let addCount: String
    public let skipCount: String
    public let rejectCount: String
    public let additions: [Row]
    public let skipped: [Row]
    public let rejected: [Row]
    public let hasAdditions: Bool
    public let hasSkipped: Bool
    public let hasRejected: Bool
    /// "and 212 more" under a list cut at `rowLimit`; empty when complete.
    public let moreAdditions: String
    public let moreSkipped: String
    public let moreRejected: String
    public let importLabel: String
    /// Why the file cannot be imported at all; the page then offers another file instead.
    public let error: String
    public let hasError: Bool
    public let uploadHref: String

    /// The preview of `report`, or of the `error` that made the whole file unreadable.
    public static func make(
        source: WeightImportSource, token: String, fileName: String, options: WeightCSVOptions, report: WeightImportReport?,
        error: DomainError?, settings: UserSettings, localizer: Localizer
    ) -> WeightImportPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let words = BodyWords(localizer)
        let unit = settings.weightUnit
        let additions = report?.toAdd ?? []
        let skipped = report?.skipped ?? []
        let rejected = report?.rejected ?? []
        func more(_ count: Int) -> String { count > rowLimit ? localizer.plural("body.import.more", count: count - rowLimit) : "" }
        func line(_ number: Int) -> String { localizer.text("body.import.line_number", ["line": localizer.numbers.integer(number)]) }
        let path = "\(source.filesPath)/\(token)"
        return WeightImportPage(
            sections: BodySection.links(current: .weight, localizer: localizer),
            title: localizer.text("body.import.title.\(source.rawValue)"), isCSV: source == .csv, fileName: fileName, hasFileName: !fileName.isEmpty,
            previewAction: path, importAction: path,
            unit: options.unit?.rawValue ?? "", dates: options.dateOrder.rawValue,
            unitOptions: unitOptions(selected: options.unit, localizer: localizer),
            dateOptions: dateOptions(selected: options.dateOrder, localizer: localizer),
            addCount: localizer.plural("body.import.weights_add_count", count: additions.count),
            skipCount: localizer.plural("body.import.rows_skipped", count: skipped.count),
            rejectCount: localizer.plural("body.import.rows_rejected", count: rejected.count),
            additions: additions.prefix(rowLimit).map {
                Row(line: line($0.line), day: format.day($0.entry.date), text: words.weight($0.entry.weight, unit: unit))
            },
            skipped: skipped.prefix(rowLimit).map { Row(line: line($0.line), day: format.day($0.date), text: localizer.text($0.reason)) },
            rejected: rejected.prefix(rowLimit).map { Row(line: line($0.line), day: "", text: localizer.text($0.reason)) },
            hasAdditions: !additions.isEmpty, hasSkipped: !skipped.isEmpty, hasRejected: !rejected.isEmpty,
            moreAdditions: more(additions.count), moreSkipped: more(skipped.count), moreRejected: more(rejected.count),
            importLabel: localizer.plural("body.import.weights_import", count: additions.count),
            error: error?.message ?? "", hasError: error != nil, uploadHref: source.uploadPath)
    }

    /// The unit choices: from the file's header (else the user's unit), kilograms or pounds.
    static func unitOptions(selected: WeightUnit?, localizer: Localizer) -> [SelectOption] {
        [SelectOption(value: "", label: localizer.text("body.import.unit_from_header"), isSelected: selected == nil)]
            + WeightUnit.allCases.map {
                SelectOption(value: $0.rawValue, label: localizer.text("settings.unit.\($0.rawValue)"), isSelected: $0 == selected)
            }
    }

    /// The date-order choices, with an example of each.
    static func dateOptions(selected: WeightDateOrder, localizer: Localizer) -> [SelectOption] {
        WeightDateOrder.allCases.map { order in
            SelectOption(value: order.rawValue, label: localizer.text(order.labelKey), isSelected: order == selected)
        }
    }
}
