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
        error: DomainError?, settings: UserSettings
    ) -> WeightImportPage {
        let format = DisplayFormat(settings: settings)
        let unit = settings.weightUnit
        let additions = report?.toAdd ?? []
        let skipped = report?.skipped ?? []
        let rejected = report?.rejected ?? []
        func more(_ count: Int) -> String { count > rowLimit ? "and \(count - rowLimit) more" : "" }
        func count(_ number: Int, _ one: String, _ many: String) -> String { number == 1 ? "1 \(one)" : "\(number) \(many)" }
        let path = "\(source.filesPath)/\(token)"
        return WeightImportPage(
            sections: BodySection.links(current: .weight),
            title: source.title, isCSV: source == .csv, fileName: fileName, hasFileName: !fileName.isEmpty,
            previewAction: path, importAction: path,
            unit: options.unit?.rawValue ?? "", dates: options.dateOrder.rawValue,
            unitOptions: unitOptions(selected: options.unit), dateOptions: dateOptions(selected: options.dateOrder),
            addCount: count(additions.count, "weigh-in to add", "weigh-ins to add"),
            skipCount: count(skipped.count, "row skipped", "rows skipped"),
            rejectCount: count(rejected.count, "row rejected", "rows rejected"),
            additions: additions.prefix(rowLimit).map {
                Row(line: "Line \($0.line)", day: format.day($0.entry.date), text: BodyWeightPage.typed($0.entry.weight, unit: unit))
            },
            skipped: skipped.prefix(rowLimit).map { Row(line: "Line \($0.line)", day: format.day($0.date), text: $0.reason) },
            rejected: rejected.prefix(rowLimit).map { Row(line: "Line \($0.line)", day: "", text: $0.reason) },
            hasAdditions: !additions.isEmpty, hasSkipped: !skipped.isEmpty, hasRejected: !rejected.isEmpty,
            moreAdditions: more(additions.count), moreSkipped: more(skipped.count), moreRejected: more(rejected.count),
            importLabel: additions.count == 1 ? "Import 1 weigh-in" : "Import \(additions.count) weigh-ins",
            error: error?.message ?? "", hasError: error != nil, uploadHref: source.uploadPath)
    }

    /// The unit choices: from the file's header (else the user's unit), kilograms or pounds.
    static func unitOptions(selected: WeightUnit?) -> [SelectOption] {
        [SelectOption(value: "", label: "From the file's header", isSelected: selected == nil)]
            + WeightUnit.allCases.map {
                SelectOption(value: $0.rawValue, label: $0 == .kilograms ? "Kilograms (kg)" : "Pounds (lb)", isSelected: $0 == selected)
            }
    }

    /// The date-order choices, with an example of each.
    static func dateOptions(selected: WeightDateOrder) -> [SelectOption] {
        WeightDateOrder.allCases.map { order in
            let example = switch order {
            case .iso: "ISO, 2024-03-21"
            case .dayFirst: "Day first, 21.03.2024 or 21/03/2024"
            case .monthFirst: "Month first, 03/21/2024"
            }
            return SelectOption(value: order.rawValue, label: example, isSelected: order == selected)
        }
    }
}
