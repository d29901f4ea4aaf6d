/// Settings → Import and export: bring a workout history in from another app, and take everything out again.
public struct DataPage: Sendable {
    public let title: String
    /// Where the page's script posts the chosen history file.
    public let uploadAction: String
    public let formatOptions: [SelectOption]
    public let unitOptions: [SelectOption]
    /// The largest history file accepted, as text: "64 MB".
    public let limit: String
    /// The instance owner also sees the link to backups.
    public let isOwner: Bool

    /// The page for a user whose weights are in `unit`.
    public init(unit: WeightUnit, isOwner: Bool, limit: String) {
        title = "Import and export"
        uploadAction = HistoryImportPage.filesPath
        formatOptions = HistoryImportPage.formatOptions(selected: nil)
        unitOptions = HistoryImportPage.unitOptions(selected: unit)
        self.limit = limit
        self.isOwner = isOwner
    }
}
