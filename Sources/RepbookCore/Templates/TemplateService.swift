import Foundation

/// Workout templates of one user: list, create, edit, duplicate, delete.
public struct TemplateService: Sendable {
    private let store: any TemplateStore & ExerciseStore & SettingsStore
    private let now: Clock

    public init(store: any TemplateStore & ExerciseStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The user's templates by name.
    public func list(for user: User) async throws -> [WorkoutTemplate] {
        try await store.templates(userID: user.id)
    }

    /// One template, or not found (also for another user's id).
    public func template(_ id: Int64, of user: User) async throws -> WorkoutTemplate {
        guard let template = try await store.template(id: id, userID: user.id) else { throw Self.notFound(id) }
        return template
    }

    /// Creates a template from raw input, weights in the user's unit unless typed with one.
    public func create(for user: User, input: TemplateInput) async throws -> WorkoutTemplate {
        let unit = try await store.settings(userID: user.id).weightUnit
        let draft = try input.draft(unit: unit, smallLifts: try await smallLifts(in: input, userID: user.id))
        return try await store.insertTemplate(draft, userID: user.id, now: now())
    }

    /// Replaces a template with raw input.
    public func update(_ id: Int64, of user: User, input: TemplateInput) async throws -> WorkoutTemplate {
        let unit = try await store.settings(userID: user.id).weightUnit
        let draft = try input.draft(unit: unit, smallLifts: try await smallLifts(in: input, userID: user.id))
        return try await store.updateTemplate(id: id, userID: user.id, draft: draft, now: now())
    }

    /// The small lifts (arms, shoulders: `Progression.isSmallLift`) among the exercises whose rule takes the default
    /// increment; one read per such exercise, at most the template's rows.
    private func smallLifts(in input: TemplateInput, userID: Int64) async throws -> Set<Int64> {
        var small: Set<Int64> = []
        for id in input.exercisesNeedingDefaultIncrement {
            if let exercise = try await store.exercise(id: id, userID: userID), Progression.isSmallLift(exercise.category) { small.insert(id) }
        }
        return small
    }

    /// Copies a template under the first free name: "Push Day" becomes "Push Day (2)".
    public func duplicate(_ id: Int64, of user: User) async throws -> WorkoutTemplate {
        let original = try await template(id, of: user)
        let taken = try await store.templates(userID: user.id).map(\.name)
        let copy = original.draft
        let name = UniqueName.copy(of: original.name, taken: taken)
        return try await store.insertTemplate(
            TemplateDraft(name: name, notes: copy.notes, exercises: copy.exercises), userID: user.id, now: now())
    }

    /// Deletes a template; refused while the active split uses it.
    public func delete(_ id: Int64, of user: User) async throws {
        try await store.deleteTemplate(id: id, userID: user.id)
    }

    static func notFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_template_with_id", ["id": "\(id)"])) }
}
