import Foundation
import RepbookCore

/// A user's workout templates: listed, read, saved whole with their exercises, and deleted unless a split uses them.
extension SQLStore {
    public func templates(userID: Int64) async throws -> [WorkoutTemplate] {
        try await engine.read { connection in
            let heads = try connection.rows(SQL("SELECT \(TemplateRows.columns) FROM template WHERE user_id = ? ORDER BY name_key"), [userID])
            let exercises = try TemplateExerciseRows.exercises(of: heads.map { row -> Int64 in try row["id"] }, connection)
            return try heads.map { row in try TemplateRows.template(row, exercises: exercises[try row["id"] as Int64] ?? []) }
        }
    }

    public func template(id: Int64, userID: Int64) async throws -> WorkoutTemplate? {
        try await engine.read { connection in try TemplateRows.fetch(id: id, userID: userID, connection) }
    }

    public func insertTemplate(_ draft: TemplateDraft, userID: Int64, now: Date) async throws -> WorkoutTemplate {
        try await engine.write { connection in
            try TemplateRows.insertWhole(draft, conflict: TemplateRows.nameTaken(draft.name), userID: userID, now: now, connection)
        }
    }

    public func updateTemplate(id: Int64, userID: Int64, draft: TemplateDraft, now: Date) async throws -> WorkoutTemplate {
        try await engine.write { connection in
            try TemplateRows.updateWhole(id: id, to: draft, conflict: TemplateRows.nameTaken(draft.name), userID: userID, now: now, connection)
        }
    }

    public func deleteTemplate(id: Int64, userID: Int64) async throws {
        try await engine.write { connection in
            // Locked first on PostgreSQL: a split saved at once either took its key-share lock before (and is seen below)
            // or waits and then finds the template gone.
            let named: String? = try connection.value(
                SQL("SELECT name FROM template WHERE id = ? AND user_id = ?").lockingOnPostgres("FOR UPDATE"), [id, userID], column: "name")
            guard let name = named else { throw TemplateRows.notFound(id) }
            let split: String? = try connection.value("""
                SELECT coalesce(split.custom_name, split.name) AS split_name FROM split_day JOIN split ON split.id = split_day.split_id
                WHERE split_day.template_id = ? AND split.user_id = ? ORDER BY split.is_active DESC LIMIT 1
                """, [id, userID], column: "split_name")
            if let split {
                throw DomainError.conflict(LocalizedText("error.template_is_a_split_day", ["value": "\(name)", "split": "\(split)"]))
            }
            try connection.execute("DELETE FROM template WHERE id = ? AND user_id = ?", [id, userID])
        }
    }
}
