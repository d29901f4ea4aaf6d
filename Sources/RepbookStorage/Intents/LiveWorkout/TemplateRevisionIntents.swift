import Foundation
import RepbookCore

/// Updating a template from a finished workout started from it (Core's `TemplateRevision`): one keyed transaction that
/// reads the workout and the template, replaces the template's exercises and answers the template as it left it.
extension SQLStore {
    public func reviseTemplate(
        fromWorkout workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<WorkoutTemplate>?
    ) async throws -> Once<WorkoutTemplate> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workout = try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
            guard !workout.isActive else { throw DomainError.conflict(LocalizedText("error.finish_workout_before_updating_its_template")) }
            guard let templateID = workout.templateID, let template = try TemplateRevisionRows.lockedTemplate(templateID, userID: userID, connection)
            else { throw DomainError.conflict(LocalizedText("error.workout_was_not_started_from_template")) }
            guard let draft = TemplateRevision.revised(template, by: workout) else {
                throw DomainError.conflict(LocalizedText("error.already_matches_workout", ["template": "\(template.name)"]))
            }
            try connection.execute("UPDATE template SET updated_at = ? WHERE id = ?", [now, templateID])
            try TemplateRows.deleteChildren(of: templateID, connection)
            try TemplateExerciseRows.insert(draft.exercises, templateID: templateID, userID: userID, connection)
            return try TemplateRows.require(id: templateID, userID: userID, connection)
        }
    }
}

/// The template a revision reads first.
enum TemplateRevisionRows {
    /// The user's template with its exercises; nil when it is not the user's. On PostgreSQL its row is locked
    /// (`FOR NO KEY UPDATE`), so two revisions (or a revision and an edit) write its exercises one after the other;
    /// SQLite's one writer already does.
    static func lockedTemplate(_ id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> WorkoutTemplate? {
        guard let head = try connection.row(locked, [id, userID]) else { return nil }
        return try TemplateRows.template(head, exercises: try TemplateExerciseRows.exercises(of: [id], connection)[id] ?? [])
    }

    private static let locked = SQL("SELECT \(TemplateRows.columns) FROM template WHERE id = ? AND user_id = ?")
        .lockingOnPostgres("FOR NO KEY UPDATE")
}
