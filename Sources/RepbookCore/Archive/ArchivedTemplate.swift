/// A workout template in an archive: its exercises by name, in order, with their targets.
public struct ArchivedTemplate: Codable, Equatable, Sendable {
    public var name: String
    public var notes: String
    public var exercises: [ArchivedTarget]

    public init(name: String, notes: String, exercises: [ArchivedTarget]) {
        self.name = name
        self.notes = notes
        self.exercises = exercises
    }
}

/// One exercise of an archived template: sets, rep range, optional weight and rest, superset group and notes.
public struct ArchivedTarget: Codable, Equatable, Sendable {
    /// The name of an exercise in the archive.
    public var exercise: String
    public var sets: Int
    public var repsMin: Int
    public var repsMax: Int
    public var weight: Weight?
    public var restSeconds: Int?
    public var supersetGroup: Int?
    public var notes: String
    /// The progression rule; absent for none.
    public var progression: ArchivedProgression?

    public init(
        exercise: String, sets: Int, repsMin: Int, repsMax: Int, weight: Weight?, restSeconds: Int?, supersetGroup: Int?, notes: String,
        progression: ArchivedProgression? = nil
    ) {
        self.progression = progression
        self.exercise = exercise
        self.sets = sets
        self.repsMin = repsMin
        self.repsMax = repsMax
        self.weight = weight
        self.restSeconds = restSeconds
        self.supersetGroup = supersetGroup
        self.notes = notes
    }
}
