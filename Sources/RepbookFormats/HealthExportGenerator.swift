import Foundation
import RepbookCore

/// Writes a made-up but realistic Apple Health export.xml of about a given size, streaming to disk, for benchmarks
/// and tests of the Health import: mostly step, heart-rate (with metadata), distance and energy records, some
/// blood-pressure `<Correlation>` blocks with nested records, BMI records, and daily body-mass records over years, in
/// kg or lb, with time zone offsets that change as the person travels, kg for a spell then lb, and now and then a second weigh-in the same day.
/// The same seed and end date always give the same file.
public struct HealthExportGenerator: Sendable {
    public let seed: UInt64
    /// The last day of the export.
    public let endDate: LocalDate

    public init(seed: UInt64 = 1, endDate: LocalDate) {
        self.seed = seed
        self.endDate = endDate
    }

    /// Writes about `approximateBytes` bytes to `url` (up to ten years of days, denser for larger files).
    public func write(to url: URL, approximateBytes: Int64) throws -> HealthExportSummary {
        let days = Int(min(3650, max(60, approximateBytes / 100_000)))
        let bytesPerDay = max(1, approximateBytes / Int64(days))
        // The scale's unit changes four times over the export.
        let unitSpell = max(1, days / 5)
        let writer = try BufferedFileWriter(url: url)
        var day = SyntheticHealthDay(random: SeededRandom(seed: seed))
        try writer.write(HealthExportHeader.text(exportDate: SyntheticHealthDay.stamp(endDate, seconds: 22 * 3600, offsetMinutes: 60)))
        var bodyMassRecords = 0
        var dailyWeights: [LocalDate: Weight] = [:]
        for index in 0..<days {
            let date = endDate.adding(days: index - days + 1)
            let dayStart = writer.bytesWritten
            let unit: WeightUnit = (index / unitSpell).isMultiple(of: 2) ? .kilograms : .pounds
            let weighIns = day.begin(date, unit: unit)
            for weighIn in weighIns { try writer.write(weighIn.xml) }
            bodyMassRecords += weighIns.count
            if let last = weighIns.max(by: { $0.secondsSince1970 < $1.secondsSince1970 }) { dailyWeights[date] = last.weight }
            while writer.bytesWritten - dayStart < bytesPerDay {
                try writer.write(day.nextFiller())
            }
        }
        try writer.write("</HealthData>\n")
        try writer.close()
        return HealthExportSummary(bytes: writer.bytesWritten, days: days, bodyMassRecords: bodyMassRecords, dailyWeights: dailyWeights)
    }
}
