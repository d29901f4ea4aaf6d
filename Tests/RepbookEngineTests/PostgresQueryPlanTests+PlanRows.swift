import Foundation
import RepbookStorage
import Testing

/// The query plans of the shared template, split and plan-import statements as PostgreSQL runs them (`TemplateRows`,
/// `TemplateExerciseRows`, `SplitRows`, `OwnRows`): `IN` lists where the PostgreSQL store bound arrays.
extension PostgresQueryPlanTests {
    static let sharedPlanQueries = [
        "SELECT id, name, notes, updated_at FROM template WHERE user_id = 1 AND id IN (2, 3)",
        """
        SELECT \(TemplateExerciseRows.columns)
        FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
        WHERE template_exercise.template_id IN (1, 2)
        ORDER BY template_exercise.template_id, template_exercise.position
        """,
        "SELECT id FROM exercise WHERE user_id = 1 AND id IN (1, 2) FOR KEY SHARE",
        "SELECT id FROM template WHERE user_id = 1 AND id IN (1, 2) FOR KEY SHARE",
        """
        SELECT split_day.split_id, split_day.template_id, template.name AS template_name FROM split_day
        LEFT JOIN template ON template.id = split_day.template_id
        WHERE split_day.split_id IN (3, 4) ORDER BY split_day.split_id, split_day.position
        """,
        "SELECT \(ExerciseRows.columns) FROM exercise WHERE user_id = 1 AND id IN (2, 3) ORDER BY id",
        #"SELECT 1 AS locked FROM "user" WHERE id = 1 FOR NO KEY UPDATE"#,
    ]

    @Test("Every shared template, split and plan-import statement is answered from an index", arguments: sharedPlanQueries)
    func sharedPlanQueriesUseIndexes(query: String) async throws {
        try await usesIndexes(query: query)
    }
}
