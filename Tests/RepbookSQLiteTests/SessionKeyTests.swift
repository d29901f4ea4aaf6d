import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import RepbookStorage
import Testing

/// Migration `v18-session-keys`: the summaries' copies of their workout's owner, start and day, and the rep records'
/// copies of their session, are foreign keys; the rebuild keeps every row. That the keys refuse wrong copies is tested
/// on both engines in `RepbookEngineTests/ExerciseSessionReadModelTests.copiesAreKeys`.
@Suite("Summary copies held by keys")
struct SessionKeyTests {
    /// Every row of the read-model tables, in id order, as text.
    static func readModelRows(_ db: Database) throws -> [String] {
        try ["exercise_session ORDER BY id", "exercise_rep_record ORDER BY session_id, weight_kg",
             "exercise_session_reps ORDER BY session_id, weight_kg", "exercise_session_load ORDER BY session_id, position"]
            .flatMap { table in try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map(\.description) }
    }

    @Test("The migration keeps every summary, rep record and child row, and the keys hold for all of them")
    func migrationKeepsRows() throws {
        let queue = try DatabaseQueue(path: try temporaryDirectory() + "/repbook.sqlite")
        let migrator = SchemaMigrations.migrator
        try migrator.migrate(queue, upTo: "v14-set-kind-rest")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO user (id, username, username_key, password_hash, created_at) VALUES (1, 'ana', 'ana', 'x', '2026-01-01 00:00:00.000');
                INSERT INTO user_settings (user_id, weight_unit, appearance, time_zone, default_rest_seconds) VALUES (1, 'kg', 'system', 'UTC', 90);
                """)
            var library: [Exercise] = []
            for item in StarterLibrary.exercises {
                try db.execute(
                    sql: """
                        INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, seed_key, created_at, updated_at)
                        VALUES (1, ?, ?, ?, ?, ?, ?, '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')
                        """,
                    arguments: [
                        item.name, ExerciseName.key(item.name), item.category.rawValue, item.kind.rawValue, item.equipment.rawValue, item.seedKey,
                    ])
                library.append(
                    Exercise(
                        id: db.lastInsertedRowID, userID: 1, name: item.name, category: item.category, kind: item.kind, equipment: item.equipment))
            }
            let history = DemoHistory(seed: 5, endDate: LocalDate("2026-11-20")!, years: 1, timeZone: TimeZone(identifier: "UTC")!)
            let ids = try FinishedWorkoutRows.insert(history.workouts(library: library), userID: 1, createdAt: Date(), GRDBConnection(db: db))
            try ExerciseSessionWriting.rewrite(workoutIDs: ids, db: db)
        }
        let before = try queue.read(Self.readModelRows)
        #expect(before.count > 500)

        try migrator.migrate(queue)
        #expect(try queue.read(Self.readModelRows) == before)
        let violations = try queue.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }
        #expect(violations.isEmpty)
        let keys = try queue.read { db in
            // One row per key (its columns grouped by the key's id).
            try Row.fetchAll(db, sql: """
                SELECT DISTINCT id, "table" FROM pragma_foreign_key_list('exercise_session')
                UNION ALL SELECT DISTINCT id, "table" FROM pragma_foreign_key_list('exercise_rep_record')
                """).map { $0[1] as String }
        }
        #expect(keys.filter { $0 == "workout" }.count == 2, "the workout id and the composite key")
        #expect(keys.contains("exercise_session"))
    }
}
