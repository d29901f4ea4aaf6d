/// What a restore wrote: the archive's counts, and how many exercises were new versus merged into the account's
/// library by name.
public struct ArchiveRestoreReport: Equatable, Sendable {
    public let counts: ArchiveCounts
    public let exercisesAdded: Int
    public let exercisesMerged: Int

    public init(counts: ArchiveCounts, exercisesAdded: Int, exercisesMerged: Int) {
        self.counts = counts
        self.exercisesAdded = exercisesAdded
        self.exercisesMerged = exercisesMerged
    }
}
