/// How much an archive holds, for the import preview and its report.
public struct ArchiveCounts: Equatable, Sendable {
    public let exercises: Int
    public let templates: Int
    public let splits: Int
    public let workouts: Int
    public let sets: Int
    public let bodyWeights: Int
    public let journalTags: Int
    public let journalDays: Int
    public let supplements: Int
    public let supplementIntakes: Int
    public let photos: Int

    /// The counts of `archive`.
    public init(_ archive: UserArchive) {
        exercises = archive.exercises.count
        templates = archive.templates.count
        splits = archive.splits.count
        workouts = archive.workouts.count
        sets = archive.workouts.reduce(0) { total, workout in total + workout.exercises.reduce(0) { $0 + $1.sets.count } }
        bodyWeights = archive.bodyWeights.count
        journalTags = archive.journal.tags.count
        journalDays = archive.journal.days.count
        supplements = archive.supplements.count
        supplementIntakes = archive.supplements.reduce(0) { $0 + $1.intakes.count }
        photos = archive.photos.count
    }
}
