import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// Updates the template a finished workout started from with what was done, in one transaction: reads the workout
    /// (the user's, else not found) and its template, applies `TemplateRevision`, and rewrites the template's exercises.
    /// A conflict, naming why, for a workout in progress, one started without a template (or whose template is gone), and
    /// one that already matches its template.
    public func reviseTemplate(fromWorkout workoutID: Int64, userID: Int64, now: Date) async throws -> WorkoutTemplate {
        try await writer.write { db in
            guard let workout = try Self.fetchWorkouts(sql: "id = ? AND user_id = ?", arguments: [workoutID, userID], db: db).first else {
                throw DomainError.notFound("No workout with id \(workoutID).")
            }
            guard !workout.isActive else { throw DomainError.conflict("Finish the workout before updating its template.") }
            guard let templateID = workout.templateID, let template = try Self.fetchTemplate(id: templateID, userID: userID, db: db) else {
                throw DomainError.conflict("This workout was not started from a template.")
            }
            guard let draft = TemplateRevision.revised(template, by: workout) else {
                throw DomainError.conflict("\"\(template.name)\" already matches this workout.")
            }
            try db.execute(sql: "UPDATE template SET updated_at = ? WHERE id = ?", arguments: [now, templateID])
            try db.execute(sql: "DELETE FROM template_exercise WHERE template_id = ?", arguments: [templateID])
            try Self.insertTemplateExercises(draft.exercises, templateID: templateID, userID: userID, db: db)
            return try Self.requireTemplate(id: templateID, userID: userID, db: db)
        }
    }
}
