import Foundation
import GRDB
@testable import RepbookSQLite
import Testing

/// The query plans of the program statements on SQLite: every read walks an index, none scans a table. Their store
/// behaviour runs on both engines in `RepbookEngineTests/ProgramStoreTests` (PostgreSQL's plans in
/// `PostgresQueryPlanTests+Programs`).
@Suite("Programs in SQLite: query plans")
struct ProgramQueryPlanTests {
    static let queries = [
        "SELECT id, definition FROM user_program WHERE user_id = 1 ORDER BY ended_at IS NOT NULL, id DESC",
        "SELECT id, definition FROM user_program WHERE id = 2 AND user_id = 1",
        "SELECT id, definition FROM user_program WHERE user_id = 1 AND ended_at IS NULL",
        "SELECT program_id, lift_key, exercise_id FROM program_lift WHERE program_id IN (2, 3)",
        "SELECT program_id, slot_key, stage FROM program_slot WHERE program_id IN (2, 3)",
        """
        SELECT program_id, subject, item_key, local_date, weight, weight_unit, reason FROM program_weight_change
        WHERE program_id IN (2, 3) ORDER BY program_id, subject, item_key, seq
        """,
        """
        SELECT DISTINCT user_program.name FROM program_lift JOIN user_program ON user_program.id = program_lift.program_id
        WHERE program_lift.exercise_id = 4 ORDER BY user_program.name
        """,
        "SELECT EXISTS (SELECT 1 FROM user_program WHERE user_id = 1) AS has_history",
        "SELECT id FROM workout WHERE program_id = 2",
    ]

    @Test("Every program statement is answered from an index", arguments: queries)
    func usesIndex(query: String) async throws {
        let store = try SQLiteStore.inMemory()
        let plans = try await store.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query).map { $0["detail"] as String }
        }
        // A table read whole is `SCAN table` without an index; `SCAN CONSTANT ROW` is a SELECT without a table.
        #expect(!plans.contains { $0.hasPrefix("SCAN ") && !$0.contains("USING") && $0 != "SCAN CONSTANT ROW" }, "\(query)\n\(plans)")
    }
}
