import Foundation
import RepbookCore

/// Reading and writing templates with their exercises inside a caller's transaction, for the template intents, the plan
/// import and the template revision of a finished workout.
public enum TemplateRows: PlanRows {
    /// A template's own columns, for `template(_:exercises:)`.
    static let columns = "id, name, notes, updated_at"

    /// A template from a row of `columns` and its exercises.
    static func template(_ row: any SQLRow, exercises: [TemplateExercise]) throws -> WorkoutTemplate {
        WorkoutTemplate(id: try row["id"], name: try row["name"], notes: try row["notes"], exercises: exercises, updatedAt: try row["updated_at"])
    }

    /// The user's template `id` with its exercises; nil when there is none.
    public static func fetch(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> WorkoutTemplate? {
        guard let head = try connection.row(SQL("SELECT \(columns) FROM template WHERE id = ? AND user_id = ?"), [id, userID]) else {
            return nil
        }
        return try template(head, exercises: try TemplateExerciseRows.exercises(of: [id], connection)[id] ?? [])
    }

    /// The user's templates `ids` with their exercises, in the order of `ids`: two statements for any number.
    static func fetch(ids: [Int64], userID: Int64, _ connection: any SQLConnection) throws -> [WorkoutTemplate] {
        guard !ids.isEmpty else { return [] }
        let heads = try connection.rows(
            SQL("SELECT \(columns) FROM template WHERE user_id = ? AND id IN (\(SQL.placeholders(ids.count)))"), [userID] + ids)
        let exercises = try TemplateExerciseRows.exercises(of: ids, connection)
        var byID: [Int64: any SQLRow] = [:]
        for head in heads { byID[try head["id"]] = head }
        return try ids.compactMap { id in try byID[id].map { try template($0, exercises: exercises[id] ?? []) } }
    }

    /// The user's template `id`, or not found.
    public static func require(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> WorkoutTemplate {
        guard let template = try fetch(id: id, userID: userID, connection) else { throw notFound(id) }
        return template
    }

    /// Inserts the template's own row and answers its id; a name the user has is `conflict`.
    static func insert(_ draft: TemplateDraft, conflict: DomainError, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        try connection.mappingUniqueViolation(to: conflict) {
            try connection.insert(
                "INSERT INTO template (user_id, name, name_key, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                [userID, draft.name, draft.nameKey, draft.notes, now, now])
        }
    }

    static func updateRow(id: Int64, to draft: TemplateDraft, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int {
        try connection.execute(
            "UPDATE template SET name = ?, name_key = ?, notes = ?, updated_at = ? WHERE id = ? AND user_id = ?",
            [draft.name, draft.nameKey, draft.notes, now, id, userID])
    }

    static func deleteChildren(of id: Int64, _ connection: any SQLConnection) throws {
        try connection.execute("DELETE FROM template_exercise WHERE template_id = ?", [id])
    }

    static func insertChildren(of draft: TemplateDraft, id: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        try TemplateExerciseRows.insert(draft.exercises, templateID: id, userID: userID, connection)
    }

    /// The not-found error of the template `id`.
    public static func notFound(_ id: Int64) -> DomainError {
        .notFound(LocalizedText("error.no_template_with_id", ["id": "\(id)"]))
    }

    /// The conflict of a template name the user already has.
    static func nameTaken(_ name: String) -> DomainError {
        .conflict(LocalizedText("error.template_named_already_exists_pick_another", ["value": "\(name)"]))
    }
}
