/// A shared plan that passed every rule, as drafts: targets' `exerciseID` is the exercise's position in `exercises`,
/// the split's days are positions in `templates`; importing resolves both to the account's ids.
public struct CheckedPlan: Equatable, Sendable {
    public let exercises: [ExerciseDraft]
    public let templates: [TemplateDraft]
    public let split: SplitDraft?

    public init(exercises: [ExerciseDraft], templates: [TemplateDraft], split: SplitDraft?) {
        self.exercises = exercises
        self.templates = templates
        self.split = split
    }
}
