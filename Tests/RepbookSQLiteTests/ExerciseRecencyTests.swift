import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import Testing

/// Migration `v8-exercise-recency`: every `workout_exercise` row already in the log gets its workout's start and day, and
/// the library's "last performed" and "last day" read them with index seeks. That every write path keeps the copies
/// right and the reads answer what the scans answered is tested on both engines in `RepbookEngineTests/ExerciseRecencyTests`.
@Suite("Exercise recency")
struct ExerciseRecencyTests {
    @Test("The migration copies the start and day of every entry already in the log")
    func migrationBackfills() throws {
        let queue = try DatabaseQueue()
        let migrator = SchemaMigrations.migrator
        try migrator.migrate(queue, upTo: "v7-history-revision")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO user (id, username, username_key, password_hash, created_at) VALUES (1, 'ana', 'ana', 'x', '2026-01-01 00:00:00.000');
                INSERT INTO exercise (id, user_id, name, name_key, category, kind, equipment, created_at, updated_at)
                VALUES (1, 1, 'Bench Press', 'bench press', 'chest', 'weight_reps', 'barbell', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000');
                INSERT INTO workout (id, user_id, name, source, local_date, started_at, ended_at) VALUES
                    (1, 1, 'A', 'empty', '2026-03-01', '2026-03-01 17:00:00.000', '2026-03-01 18:00:00.000'),
                    (2, 1, 'B', 'empty', '2026-03-04', '2026-03-03 23:30:00.000', NULL);
                INSERT INTO workout_exercise (workout_id, exercise_id, position) VALUES (1, 1, 0), (2, 1, 0), (2, 1, 1);
                """)
        }
        try migrator.migrate(queue)
        let copies = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT workout_started_at, workout_local_date FROM workout_exercise ORDER BY id").map {
                [$0[0] as String, $0[1] as String]
            }
        }
        #expect(copies == [
            ["2026-03-01 17:00:00.000", "2026-03-01"], ["2026-03-03 23:30:00.000", "2026-03-04"], ["2026-03-03 23:30:00.000", "2026-03-04"],
        ])
    }

    @Test("The library's queries seek the recency indexes and the streaks read finished workouts in order from one")
    func plans() async throws {
        let store = try SQLiteStore.inMemory()
        let user = try await userWithGeneratedYear(in: store)
        let services = Services(store: store)
        let library = try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true))

        let log = StatementLog()
        try await store.writer.write { db in db.trace { log.record($0) } }
        _ = try await store.exercises(userID: user.id, query: ExerciseQuery())
        _ = try await store.exercises(userID: user.id, query: ExerciseQuery(search: "press", sort: .recent))
        _ = try await store.exercise(id: library[0].id, userID: user.id)
        _ = try await store.lastDayLoggedSets(userID: user.id)
        _ = try await store.trainedDays(userID: user.id)
        try await store.writer.write { db in db.trace(nil) }

        let plans = try await store.writer.read { db in
            try log.statements.values.filter(QueryPlanTests.isPlannable).map { sql in
                (sql, try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String })
            }
        }
        #expect(plans.count == 5)
        for (sql, plan) in plans {
            #expect(!plan.contains { QueryPlanTests.largeTables.contains(QueryPlanTests.scannedTable($0) ?? "") }, "\(sql)\n\(plan)")
            if sql.contains("last_performed_at") {
                #expect(plan.contains { $0.contains("COVERING INDEX workout_exercise_by_exercise_start") }, "\(sql)\n\(plan)")
            } else if sql.contains("workout_set") {
                #expect(plan.filter { $0.contains("INDEX workout_exercise_by_exercise_day") }.count >= 2, "\(sql)\n\(plan)")
            } else {
                #expect(plan.contains { $0.contains("INDEX workout_finished_by_user_day") }, "\(sql)\n\(plan)")
                #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(sql)\n\(plan)")
            }
        }
    }
}
