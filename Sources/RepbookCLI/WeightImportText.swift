import Foundation
import RepbookCore
import RepbookServer

/// A weight import's report as lines for the terminal: the counts, then the skipped and rejected rows by line.
enum WeightImportText {
    /// The most skipped or rejected rows listed; the rest are counted.
    static let listed = 20

    /// The report of importing `file`, which took `seconds`.
    static func describe(_ report: WeightImportReport, file: String, seconds: Double) -> String {
        let verb = report.dryRun ? "Would add" : "Added"
        var lines = [
            "\(file): \(verb) \(report.added), skipped \(report.skippedCount), rejected \(report.rejected.count) (\(String(format: "%.1f", seconds)) "
                + "s)."
        ]
        if let first = report.toAdd.first, let last = report.toAdd.last {
            lines.append("\(report.dryRun ? "To add" : "Added"): \(first.entry.date) to \(last.entry.date).")
        }
        lines += rows("Skipped", report.skipped.map { "line \($0.line) (\($0.date)): \($0.reason.english)" })
        lines += rows("Rejected", report.rejected.map { "line \($0.line): \($0.reason.english)" })
        if report.dryRun { lines.append("Dry run: nothing was written.") }
        return lines.joined(separator: "\n")
    }

    private static func rows(_ title: String, _ rows: [String]) -> [String] {
        guard !rows.isEmpty else { return [] }
        var lines = ["\(title):"] + rows.prefix(listed).map { "  " + $0 }
        if rows.count > listed { lines.append("  … and \(rows.count - listed) more") }
        return lines
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
