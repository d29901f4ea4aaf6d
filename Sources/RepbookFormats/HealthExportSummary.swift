import Foundation
import RepbookCore

/// What a generated Apple Health export holds, so a test or benchmark can check what an import makes of it.
public struct HealthExportSummary: Sendable {
    /// The file's size in bytes.
    public let bytes: Int64
    /// The days the export covers.
    public let days: Int
    /// The top-level body-mass records written (several on some days).
    public let bodyMassRecords: Int
    /// For each day with a weigh-in, the weight an import keeps: the last of the day by instant.
    public let dailyWeights: [LocalDate: Weight]
}
