/// How one exercise of a plan lands in the importing account: the account's exercise of the same name, or a new one.
public struct PlanExerciseMatch: Equatable, Sendable {
    /// The name as the file writes it.
    public let name: String
    /// The account's exercise whose name has the same key (case, accents and spacing ignored); nil when none has.
    public let existing: Exercise?
    /// The exercise created when `existing` is nil.
    public let draft: ExerciseDraft

    public init(name: String, existing: Exercise?, draft: ExerciseDraft) {
        self.name = name
        self.existing = existing
        self.draft = draft
    }

    /// Whether importing creates this exercise.
    public var isNew: Bool { existing == nil }
}
