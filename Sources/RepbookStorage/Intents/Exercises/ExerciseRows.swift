import Foundation
import RepbookCore

/// The `exercise` row: its columns with the recency the workout log gives it, how it reads, and the statements that
/// write it and answer it back (`RETURNING`, both engines).
public enum ExerciseRows {
    /// The start of the latest workout that contains `exercise`; NULL when never performed. One seek of
    /// `workout_exercise_by_exercise_start`, whose `workout_started_at` is kept equal to the workout's start.
    static let lastPerformedAt = """
        (SELECT max(workout_exercise.workout_started_at) FROM workout_exercise
         WHERE workout_exercise.exercise_id = exercise.id)
        """

    /// An exercise's columns, read in this order by `exercise(_:)`; `last_performed_at` is derived from the workout log.
    public static let selected = SQLColumns([
        "exercise.id", "exercise.user_id", "exercise.name", "exercise.category", "exercise.kind", "exercise.equipment",
        "exercise.notes", "exercise.is_favorite", "exercise.is_archived", "\(lastPerformedAt) AS last_performed_at",
    ])

    /// `selected` as SQL text.
    public static let columns = selected.text

    /// An exercise from a row of `selected`, read by position.
    public static func exercise(_ row: inout SQLColumnReader) throws -> Exercise {
        Exercise(
            id: try row.next(), userID: try row.next(), name: try row.next(), category: try row.choice(), kind: try row.choice(),
            equipment: try row.choice(), notes: try row.next(), isFavorite: try row.next(), isArchived: try row.next(),
            lastPerformedAt: try row.next())
    }

    static let insert = SQL("""
        INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING \(columns)
        """)
    static let setFavorite = SQL("UPDATE exercise SET is_favorite = ?, updated_at = ? WHERE id = ? AND user_id = ? RETURNING \(columns)")
    static let setArchived = SQL("UPDATE exercise SET is_archived = ?, updated_at = ? WHERE id = ? AND user_id = ? RETURNING \(columns)")
    /// Whether any workout of the user contains the exercise (`has_history`).
    static let hasHistory: SQL = """
        SELECT EXISTS (SELECT 1 FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                       WHERE workout_exercise.exercise_id = ? AND workout.user_id = ?) AS has_history
        """

    /// The user's exercise `id`; nil when there is none.
    public static func fetch(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Exercise? {
        try connection.first(SQL("SELECT \(columns) FROM exercise WHERE id = ? AND user_id = ?"), [id, userID], columns: selected, exercise)
    }

    /// The exercise `sql` answers (a read, or a write ending in `RETURNING` its columns); not found when it answers none.
    public static func require(_ sql: SQL, _ arguments: [any SQLBindable], id: Int64? = nil, _ connection: any SQLConnection) throws -> Exercise {
        guard let found = try connection.first(sql, arguments, columns: selected, exercise) else {
            throw DomainError.notFound(
                id.map { LocalizedText("error.no_exercise_with_id", ["exerciseID": "\($0)"]) } ?? LocalizedText("error.exercise_not_stored"))
        }
        return found
    }

    /// Refuses, as not found, an exercise id that is not in the user's library.
    public static func requireOwnExercise(_ exerciseID: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        guard try connection.row("SELECT 1 AS own FROM exercise WHERE id = ? AND user_id = ?", [exerciseID, userID]) != nil else {
            throw DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(exerciseID)"]))
        }
    }

    /// The conflict of a name the user already has.
    public static func nameTaken(_ name: String) -> DomainError {
        .conflict(LocalizedText("error.exercise_named_already_exists", ["value": "\(name)"]))
    }
}

extension ExerciseRows {
    /// Sets an exercise's fields from a draft and answers its columns (`ExerciseUpdate`).
    static let update = SQL("""
        UPDATE exercise SET name = ?, name_key = ?, category = ?, kind = ?, equipment = ?, notes = ?, updated_at = ?
        WHERE id = ? AND user_id = ?
        RETURNING \(columns)
        """)

    /// The values `update` binds.
    static func updateArguments(_ draft: ExerciseDraft, id: Int64, userID: Int64, now: Date) -> [any SQLBindable] {
        [draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue, draft.notes, now, id, userID]
    }
}
