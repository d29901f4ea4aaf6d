import Foundation

/// Persistence of a user's workout templates; every call is scoped to one user.
public protocol TemplateStore: Sendable {
    /// The user's templates by name.
    func templates(userID: Int64) async throws -> [WorkoutTemplate]
    /// One template; nil for a missing id or another user's template.
    func template(id: Int64, userID: Int64) async throws -> WorkoutTemplate?
    /// Adds a template; a name clash is a conflict, an exercise not in the user's library not found.
    func insertTemplate(_ draft: TemplateDraft, userID: Int64, now: Date) async throws -> WorkoutTemplate
    /// Replaces a template's name, notes and exercises in one transaction.
    func updateTemplate(id: Int64, userID: Int64, draft: TemplateDraft, now: Date) async throws -> WorkoutTemplate
    /// Deletes a template; refused with a conflict while the user's active split uses it.
    func deleteTemplate(id: Int64, userID: Int64) async throws
}
