/// What importing a plan would do, written nowhere yet: each exercise matched or new, and the names the templates and
/// the split get (made unique against the account's, "Push" becoming "Push (2)").
public struct PlanImportPreview: Equatable, Sendable {
    public let plan: SharedPlan
    /// The plan's exercises in file order.
    public let exercises: [PlanExerciseMatch]
    /// The name each of the plan's templates is imported under, in file order.
    public let templateNames: [String]
    /// The name the split is imported under, for a split plan.
    public let splitName: String?

    public init(plan: SharedPlan, exercises: [PlanExerciseMatch], templateNames: [String], splitName: String?) {
        self.plan = plan
        self.exercises = exercises
        self.templateNames = templateNames
        self.splitName = splitName
    }
}
