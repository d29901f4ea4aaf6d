import Foundation
import RepbookStorage
import Testing

/// The query plans of the exercise library's shared statements as PostgreSQL runs them (`ExerciseRows`,
/// `ExerciseRemoval`): the picker's list in each of its shapes, one exercise, the checks of a delete.
extension PostgresQueryPlanTests {
    static let libraryQueries = [
        "SELECT \(ExerciseRows.columns) FROM exercise WHERE user_id = 1 AND NOT is_archived ORDER BY is_favorite DESC, name_key",
        """
        SELECT \(ExerciseRows.columns) FROM exercise WHERE user_id = 1 AND NOT is_archived AND category = 'legs'
        ORDER BY is_favorite DESC, last_performed_at DESC NULLS LAST, name_key
        """,
        "SELECT \(ExerciseRows.columns) FROM exercise WHERE id = 2 AND user_id = 1",
        "SELECT 1 AS own FROM exercise WHERE id = 2 AND user_id = 1",
        "SELECT name FROM exercise WHERE id = 2 AND user_id = 1 FOR UPDATE",
        """
        SELECT DISTINCT template.name FROM template_exercise JOIN template ON template.id = template_exercise.template_id
        WHERE template_exercise.exercise_id = 2 ORDER BY template.name
        """,
        "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE exercise_id = 2) AS logged",
        "UPDATE exercise SET is_favorite = true WHERE id = 2 AND user_id = 1 RETURNING \(ExerciseRows.columns)",
    ]

    @Test("Every exercise library statement is answered from an index", arguments: libraryQueries)
    func libraryQueriesUseIndexes(query: String) async throws {
        try await usesIndexes(query: query)
    }
}
