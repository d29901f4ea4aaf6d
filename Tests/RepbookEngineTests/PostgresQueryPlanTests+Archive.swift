import Foundation
import Testing

/// The archive's queries (the export's reads in one snapshot, the restore's history test, merges and bulk writes) in the
/// PostgreSQL query-plan check: each answered from an index, none reading a whole table.
extension PostgresQueryPlanTests {
    static let archiveQueries = [
        """
        SELECT EXISTS (SELECT 1 FROM workout WHERE user_id = 1) OR EXISTS (SELECT 1 FROM template WHERE user_id = 1)
            OR EXISTS (SELECT 1 FROM split WHERE user_id = 1) OR EXISTS (SELECT 1 FROM body_weight WHERE user_id = 1)
            OR EXISTS (SELECT 1 FROM journal_day WHERE user_id = 1) OR EXISTS (SELECT 1 FROM supplement_intake WHERE user_id = 1)
            OR EXISTS (SELECT 1 FROM progress_photo WHERE user_id = 1) OR EXISTS (SELECT 1 FROM body_measurement WHERE user_id = 1)
        """,
        "SELECT name, category, kind, equipment, notes, is_favorite, is_archived, seed_key FROM exercise WHERE user_id = 1 ORDER BY name_key",
        "SELECT id, name, notes, updated_at FROM template WHERE user_id = 1 ORDER BY name_key",
        "SELECT id, name, schedule, advance, is_active, custom_name, start_date, activated_at FROM split WHERE user_id = 1 ORDER BY name_key",
        """
        SELECT workout_set.* FROM workout_set
        JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
        JOIN workout ON workout.id = workout_exercise.workout_id
        WHERE workout.user_id = 1 ORDER BY workout_set.workout_exercise_id, workout_set.position
        """,
        """
        SELECT workout_exercise.*, exercise.name AS exercise_name FROM workout_exercise
        JOIN workout ON workout.id = workout_exercise.workout_id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout.user_id = 1 ORDER BY workout_exercise.workout_id, workout_exercise.position
        """,
        """
        SELECT workout.*, template.name AS template_name, split.name AS split_name FROM workout
        LEFT JOIN template ON template.id = workout.template_id
        LEFT JOIN split ON split.id = workout.split_id
        WHERE workout.user_id = 1 ORDER BY workout.local_date, workout.started_at, workout.id
        """,
        "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = 1 ORDER BY position, name_key",
        """
        SELECT journal_day_tag.day_id, journal_tag.name FROM journal_day_tag
        JOIN journal_tag ON journal_tag.user_id = journal_day_tag.user_id AND journal_tag.id = journal_day_tag.tag_id
        WHERE journal_day_tag.user_id = 1
        """,
        "SELECT id, local_date, note FROM journal_day WHERE user_id = 1 ORDER BY local_date",
        "SELECT supplement_id, local_date, taken_at FROM supplement_intake WHERE user_id = 1 ORDER BY supplement_id, local_date",
        #"SELECT id, name, dose, stack, position, start_date, retired_on FROM supplement WHERE user_id = 1 ORDER BY stack COLLATE "C", position, "#
            + #"name_key"#,
        """
        SELECT id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height, weight, weight_unit, body_fat_percent, note,
            created_at
        FROM progress_photo WHERE user_id = 1 ORDER BY id
        """,
        """
        SELECT m.site, m.id, v.local_date, v.value, v.unit FROM body_measurement v JOIN body_measure m ON m.id = v.measure_id
        WHERE v.user_id = 1 ORDER BY v.local_date, m.id
        """,
        "SELECT id, name_key, seed_key FROM exercise WHERE user_id = 1",
        "DELETE FROM exercise WHERE user_id = 1 AND id IN (2, 3)",
        "UPDATE exercise SET seed_key = NULL WHERE user_id = 1",
        "UPDATE exercise SET name = 'a', updated_at = now() WHERE id = 2 AND user_id = 1",
        "SELECT id, name_key FROM journal_tag WHERE user_id = 1 ORDER BY position, id",
        "SELECT id, name_key FROM supplement WHERE user_id = 1 ORDER BY position, id",
        "UPDATE supplement SET position = 4 WHERE id = 2 AND user_id = 1",
        "DELETE FROM journal_tag WHERE id = 2 AND user_id = 1",
    ]

    @Test("Every archive export and restore query is answered from an index", arguments: archiveQueries)
    func archiveUsesIndexes(query: String) async throws {
        try await usesIndexes(query: query)
    }
}
