import ArgumentParser
import Foundation
import RepbookCore
import RepbookFormats

/// `repbook dev health-export`: writes a synthetic Apple Health export.xml for benchmarks of the Health import.
struct HealthExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health-export",
        abstract: "For benchmarks: write a made-up Apple Health export.xml of about the given size.",
        discussion: """
            The file looks like a real export (the Health app's DTD, step, heart-rate, distance and energy records with \
            metadata, blood-pressure correlations, and a body weight on most days for up to ten years, in kg or lb, with \
            changing time zone offsets). It is written as a stream. The same --seed and --end-date give the same file.
            """)

    @Option(name: .customLong("size-mb"), help: "The file's approximate size in megabytes (1 to 20000).")
    var sizeMB: Int

    @Option(help: "The file to write.")
    var out: String

    @Option(help: "The random seed.")
    var seed: UInt64 = 1

    @Option(name: .customLong("end-date"), help: "The export's last day, YYYY-MM-DD (default: yesterday in UTC, so nothing lies in the future).")
    var endDate: String?

    func validate() throws {
        guard (1...20_000).contains(sizeMB) else { throw ValidationError("--size-mb must be 1 to 20000.") }
        if let endDate, LocalDate(endDate) == nil { throw ValidationError("--end-date must be a day such as 2026-11-20.") }
    }

    func run() async throws {
        let end = endDate.flatMap(LocalDate.init) ?? LocalDate(Date(), in: TimeZone(identifier: "UTC")!).adding(days: -1)
        let clock = ContinuousClock()
        let start = clock.now
        let summary = try HealthExportGenerator(seed: seed, endDate: end).write(to: URL(fileURLWithPath: out), approximateBytes: Int64(sizeMB) << 20)
        print("""
            Wrote \(ByteCount.text(Int(summary.bytes))) to \(out) in \(String(format: "%.1f", (clock.now - start).seconds)) s: \
            \(summary.days) days to \(end), \(summary.bodyMassRecords) body-mass records, a weight on \(summary.dailyWeights.count) days.
            """)
    }
}
