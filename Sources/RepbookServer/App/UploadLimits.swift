import RepbookCore

/// The largest files the importers accept, in bytes; tests lower them to check the 413.
public struct UploadLimits: Sendable {
    public var weightCSVBytes: Int64
    public var healthExportBytes: Int64
    public var historyCSVBytes: Int64

    public init(
        weightCSVBytes: Int64 = Int64(WeightImportLimits.maximumCSVBytes),
        healthExportBytes: Int64 = WeightImportLimits.maximumHealthUploadBytes,
        historyCSVBytes: Int64 = Int64(WorkoutImportLimits.maximumCSVBytes)
    ) {
        self.weightCSVBytes = weightCSVBytes
        self.healthExportBytes = healthExportBytes
        self.historyCSVBytes = historyCSVBytes
    }
}
