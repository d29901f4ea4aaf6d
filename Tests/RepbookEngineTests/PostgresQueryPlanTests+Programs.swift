import Foundation
import Testing

/// The query plans of the program statements as PostgreSQL runs them (`ProgramRows`, `ProgramStateWriting`, the finish's
/// advance, the exercise deletion's check, the account deletion): every one from an index.
extension PostgresQueryPlanTests {
    static let programQueries = [
        "SELECT id, definition, cycle, week, day, started_on, ended_at FROM user_program WHERE user_id = 1 ORDER BY ended_at IS NOT NULL, id DESC",
        "SELECT id, definition, cycle, week, day, started_on, ended_at FROM user_program WHERE id = 2 AND user_id = 1",
        "SELECT id, definition, cycle, week, day, started_on, ended_at FROM user_program WHERE user_id = 1 AND ended_at IS NULL",
        "SELECT id FROM user_program WHERE id = 2 AND user_id = 1 FOR NO KEY UPDATE",
        "SELECT program_id, lift_key, exercise_id FROM program_lift WHERE program_id IN (2, 3)",
        """
        SELECT program_id, slot_key, stage, failures, first_stage_weight, first_stage_weight_unit, target_reps
        FROM program_slot WHERE program_id IN (2, 3)
        """,
        """
        SELECT program_id, subject, item_key, local_date, weight, weight_unit, reason FROM program_weight_change
        WHERE program_id IN (2, 3) ORDER BY program_id, subject, item_key, seq
        """,
        """
        SELECT DISTINCT user_program.name FROM program_lift JOIN user_program ON user_program.id = program_lift.program_id
        WHERE program_lift.exercise_id = 4 ORDER BY user_program.name
        """,
        "UPDATE user_program SET cycle = 1, week = 2, day = 3, updated_at = now() WHERE id = 2",
        "DELETE FROM user_program WHERE id = 2 AND user_id = 1",
        "DELETE FROM user_program WHERE user_id = 1",
        "SELECT EXISTS (SELECT 1 FROM user_program WHERE user_id = 1) AS has_history",
        "UPDATE workout SET program_id = NULL WHERE program_id = 2",
    ]

    @Test("Every program statement is answered from an index", arguments: programQueries)
    func programQueriesUseIndexes(query: String) async throws {
        try await usesIndexes(query: query)
    }
}
