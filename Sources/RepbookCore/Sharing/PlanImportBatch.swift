/// Everything one plan import writes, in one transaction: the exercises it uses, its templates and its split.
public struct PlanImportBatch: Equatable, Sendable {
    /// An exercise the plan uses: one the account has, or one to create.
    public enum ExerciseSource: Equatable, Sendable {
        case existing(Int64)
        case create(ExerciseDraft)
    }

    public let exercises: [ExerciseSource]
    /// Templates whose targets' `exerciseID` is a position in `exercises`.
    public let templates: [TemplateDraft]
    /// The split (left inactive), its days positions in `templates`.
    public let split: SplitDraft?

    public init(exercises: [ExerciseSource], templates: [TemplateDraft], split: SplitDraft?) {
        self.exercises = exercises
        self.templates = templates
        self.split = split
    }
}
