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
    public init(unit: WeightUnit, isOwner: Bool, limit: String, localizer: Localizer) {
        title = localizer.text("settings.import_export")
        uploadAction = HistoryImportPage.filesPath
        formatOptions = HistoryImportPage.formatOptions(selected: nil).map {
            $0.value.isEmpty ? SelectOption(value: "", label: localizer.text("data.format_detect"), isSelected: $0.isSelected) : $0
        }
        unitOptions = WeightUnit.allCases.map {
            SelectOption(value: $0.rawValue, label: localizer.text("settings.unit.\($0.rawValue)"), isSelected: $0 == unit)
        }
        self.limit = limit
        self.isOwner = isOwner
    }
}
