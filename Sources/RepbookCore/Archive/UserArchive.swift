import Foundation

/// Everything one user has in Repbook, as a versioned JSON document (`"format": "repbook-archive", "version": 1`) that
/// a full export writes and an import into an empty account reads back. Exercises, templates and splits are referred
/// to by name, never by database id, so the file moves between accounts and instances; keys are camelCase.
public struct UserArchive: Codable, Equatable, Sendable {
    /// The value of `format` in every archive.
    public static let formatName = "repbook-archive"
    /// The version this build writes and reads.
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    /// The account it was exported from; informative only, an import keeps the target account's name.
    public var username: String
    public var exportedAt: Date
    public var settings: ArchivedSettings
    public var exercises: [ArchivedExercise]
    public var templates: [ArchivedTemplate]
    public var splits: [ArchivedSplit]
    /// Finished workouts oldest first, and the workout in progress (no `endedAt`) if there is one.
    public var workouts: [ArchivedWorkout]
    public var bodyWeights: [ArchivedBodyWeight]
    public var journal: ArchivedJournal
    public var supplements: [ArchivedSupplement]
    public var photos: [ArchivedPhoto]
    /// Body measurements; nil when the user has none and in archives made before them.
    public var measurements: ArchivedMeasurements?
    /// Programs with their state and history; nil when the user has none and in archives made before them.
    public var programs: [ArchivedProgram]?

    public init(
        username: String, exportedAt: Date, settings: ArchivedSettings, exercises: [ArchivedExercise], templates: [ArchivedTemplate],
        splits: [ArchivedSplit], workouts: [ArchivedWorkout], bodyWeights: [ArchivedBodyWeight], journal: ArchivedJournal,
        supplements: [ArchivedSupplement], photos: [ArchivedPhoto], measurements: ArchivedMeasurements? = nil,
        programs: [ArchivedProgram]? = nil
    ) {
        self.programs = programs
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.username = username
        self.exportedAt = exportedAt
        self.settings = settings
        self.exercises = exercises
        self.templates = templates
        self.splits = splits
        self.workouts = workouts
        self.bodyWeights = bodyWeights
        self.journal = journal
        self.supplements = supplements
        self.photos = photos
        self.measurements = measurements
    }
}
