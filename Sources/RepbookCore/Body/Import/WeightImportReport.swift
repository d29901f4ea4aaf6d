import Foundation

/// What a weight import does (or, in a dry run, would do): the rows it adds, the rows it leaves out on purpose and
/// the lines it cannot read, each with its line.
public struct WeightImportReport: Equatable, Sendable {
    /// A row the import adds: the file's line and the entry.
    public struct Addition: Equatable, Sendable {
        public let line: Int
        public let entry: BodyWeightEntry

        public init(line: Int, entry: BodyWeightEntry) {
            self.line = line
            self.entry = entry
        }
    }

    /// The rows added (in a dry run: the rows an import would add), oldest day first.
    public let toAdd: [Addition]
    /// Readable rows left out, by line: the day already has an entry, or a later row of the file has the same day.
    public let skipped: [SkippedWeightRow]
    /// Lines that cannot become a body weight, by line.
    public let rejected: [WeightFileRejection]
    /// Whether nothing was written.
    public let dryRun: Bool
    /// How many rows were added (in a dry run: would be added).
    public let added: Int
    /// How many readable rows were left out.
    public let skippedCount: Int

    public init(toAdd: [Addition], skipped: [SkippedWeightRow], rejected: [WeightFileRejection], dryRun: Bool) {
        self.toAdd = toAdd.sorted { $0.entry.date < $1.entry.date }
        self.skipped = skipped.sorted { ($0.line, $0.date) < ($1.line, $1.date) }
        self.rejected = rejected.sorted { $0.line < $1.line }
        self.dryRun = dryRun
        self.added = toAdd.count
        self.skippedCount = skipped.count
    }

    /// The report once the store has inserted the days `inserted`: an addition whose day gained an entry in the
    /// meantime becomes skipped, so the report never claims more than the store holds.
    public func settled(inserted: Set<LocalDate>) -> WeightImportReport {
        let (kept, lost) = (toAdd.filter { inserted.contains($0.entry.date) }, toAdd.filter { !inserted.contains($0.entry.date) })
        let raced = lost.map { SkippedWeightRow(line: $0.line, date: $0.entry.date, reason: WeightImportPlan.alreadyThere($0.entry.date)) }
        return WeightImportReport(toAdd: kept, skipped: skipped + raced, rejected: rejected, dryRun: dryRun)
    }
}
