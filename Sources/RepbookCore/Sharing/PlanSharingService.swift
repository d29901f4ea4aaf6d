import Foundation

/// Shares a template or a split as a plan file and imports plan files: exercises matched by exact name key (a
/// smarter matcher is the history import's), templates and split renamed when their names are taken, one transaction.
public struct PlanSharingService: Sendable {
    private let store: any SharedPlanStore & TemplateStore & SplitStore & ExerciseStore
    private let now: Clock

    public init(store: any SharedPlanStore & TemplateStore & SplitStore & ExerciseStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The plan of one of the user's templates; another user's is not found.
    public func share(templateID: Int64, userID: Int64) async throws -> SharedPlan {
        guard let template = try await store.template(id: templateID, userID: userID) else { throw TemplateService.notFound(templateID) }
        return SharedPlan.of(template: template, library: try await library(userID: userID))
    }

    /// The plan of one of the user's splits with the templates its days use; another user's is not found.
    public func share(splitID: Int64, userID: Int64) async throws -> SharedPlan {
        guard let split = try await store.split(id: splitID, userID: userID) else { throw SplitService.notFound(splitID) }
        return SharedPlan.of(split: split, templates: try await store.templates(userID: userID), library: try await library(userID: userID))
    }

    /// What importing `plan` into the user's account would create; checks the plan and writes nothing.
    public func preview(_ plan: SharedPlan, userID: Int64) async throws -> PlanImportPreview {
        try await preview(plan, checked: try plan.checked(), userID: userID)
    }

    /// Imports `plan` as the preview describes, all in one transaction; the split is not activated.
    public func importPlan(_ plan: SharedPlan, userID: Int64) async throws -> PlanImportReport {
        let checked = try plan.checked()
        let preview = try await preview(plan, checked: checked, userID: userID)
        var split: SplitDraft?
        if let draft = checked.split, let name = preview.splitName {
            split = SplitDraft(name: name, schedule: draft.schedule, advance: draft.advance, days: draft.days)
        }
        let batch = PlanImportBatch(
            exercises: preview.exercises.map { match in match.existing.map { .existing($0.id) } ?? .create(match.draft) },
            templates: zip(checked.templates, preview.templateNames).map { draft, name in
                TemplateDraft(name: name, notes: draft.notes, exercises: draft.exercises)
            },
            split: split)
        return try await store.insertPlan(batch, userID: userID, now: now())
    }

    private func preview(_ plan: SharedPlan, checked: CheckedPlan, userID: Int64) async throws -> PlanImportPreview {
        let byKey = Dictionary(try await library(userID: userID).map { (ExerciseName.key($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        let exercises = checked.exercises.map { draft in PlanExerciseMatch(name: draft.name, existing: byKey[draft.nameKey], draft: draft) }
        var takenTemplates = try await store.templates(userID: userID).map(\.name)
        let templateNames = checked.templates.map { Self.free($0.name, taken: &takenTemplates) }
        var takenSplits = try await store.splits(userID: userID).map(\.name)
        let splitName = checked.split.map { Self.free($0.name, taken: &takenSplits) }
        return PlanImportPreview(plan: plan, exercises: exercises, templateNames: templateNames, splitName: splitName)
    }

    /// The user's whole library, archived exercises included (their names are taken too).
    private func library(userID: Int64) async throws -> [Exercise] {
        try await store.exercises(userID: userID, query: ExerciseQuery(includeArchived: true))
    }

    /// `name`, or the first free "name (2)", "name (3)", … when the user has it already; the result is taken from then on.
    private static func free(_ name: String, taken: inout [String]) -> String {
        let keys = Set(taken.map(ExerciseName.key))
        let result = keys.contains(ExerciseName.key(name)) ? UniqueName.copy(of: name, taken: taken) : name
        taken.append(result)
        return result
    }
}
