/// The first step of a weight import: choose the file (and, for CSV, its unit and date order) and upload it.
public struct WeightUploadPage: Sendable {
    public let sections: [SegmentLink]
    public let title: String
    public let isCSV: Bool
    public let uploadAction: String
    /// The file chooser's `accept` attribute.
    public let accept: String
    /// The largest file accepted, as text: "5 MB".
    public let limit: String
    public let unitOptions: [SelectOption]
    public let dateOptions: [SelectOption]

    /// The page for `source`.
    public init(source: WeightImportSource, limit: String, localizer: Localizer) {
        sections = BodySection.links(current: .weight, localizer: localizer)
        title = localizer.text("body.import.title.\(source.rawValue)")
        isCSV = source == .csv
        uploadAction = source.filesPath
        accept = source == .csv ? ".csv,.txt,text/csv,text/plain" : ".xml,.zip,application/zip,text/xml,application/xml"
        self.limit = limit
        unitOptions = WeightImportPage.unitOptions(selected: nil, localizer: localizer)
        dateOptions = WeightImportPage.dateOptions(selected: .iso, localizer: localizer)
    }
}
