/// What a plan import created.
public struct PlanImportReport: Equatable, Sendable {
    /// Exercises the account did not have.
    public let createdExercises: [Exercise]
    /// How many of the plan's exercises were the account's own already.
    public let matchedExerciseCount: Int
    /// The new templates, in the plan's order.
    public let templates: [WorkoutTemplate]
    /// The new split, not active, for a split plan.
    public let split: Split?

    public init(createdExercises: [Exercise], matchedExerciseCount: Int, templates: [WorkoutTemplate], split: Split?) {
        self.createdExercises = createdExercises
        self.matchedExerciseCount = matchedExerciseCount
        self.templates = templates
        self.split = split
    }
}
