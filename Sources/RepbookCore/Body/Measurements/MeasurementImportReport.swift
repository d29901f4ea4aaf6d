import Foundation

/// What a measurement import adds (or in a dry run would add), the rows it skips on purpose and the lines it rejects,
/// each with its line.
public struct MeasurementImportReport: Equatable, Sendable {
    /// A row to add: its line, what it measures, the day and the value as typed.
    public struct Addition: Equatable, Sendable {
        public let line: Int
        public let target: MeasurementTarget
        public let date: LocalDate
        public let length: Length

        public init(line: Int, target: MeasurementTarget, date: LocalDate, length: Length) {
            self.line = line
            self.target = target
            self.date = date
            self.length = length
        }
    }

    /// A line left out on purpose, or one that cannot be imported, with the reason: the reader's own rejection type.
    public typealias LineNote = MeasurementFile.Rejection

    public let toAdd: [Addition]
    public let skipped: [LineNote]
    public let rejected: [LineNote]
    /// Custom measurements the import creates, by name.
    public let newMeasures: [String]
    public let dryRun: Bool

    public init(toAdd: [Addition], skipped: [LineNote], rejected: [LineNote], newMeasures: [String], dryRun: Bool) {
        self.toAdd = toAdd.sorted { ($0.date, $0.line) < ($1.date, $1.line) }
        self.skipped = skipped.sorted { $0.line < $1.line }
        self.rejected = rejected.sorted { $0.line < $1.line }
        self.newMeasures = newMeasures
        self.dryRun = dryRun
    }

    /// The report once the store added the lines `inserted`: a row whose day gained a value in the meantime is
    /// skipped, so the report never claims more than the store holds.
    public func settled(inserted: Set<Int>) -> MeasurementImportReport {
        let lost = toAdd.filter { !inserted.contains($0.line) }
        return MeasurementImportReport(
            toAdd: toAdd.filter { inserted.contains($0.line) },
            skipped: skipped + lost.map { LineNote(line: $0.line, reason: MeasurementImportPlan.alreadyThere($0)) },
            rejected: rejected, newMeasures: newMeasures, dryRun: dryRun)
    }
}
