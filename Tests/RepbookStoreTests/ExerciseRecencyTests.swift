import Foundation
import GRDB
import RepbookCore
@testable import RepbookStore
import Testing

/// Migrations `v8-exercise-recency` and `v12-recency-keys`: every `workout_exercise` row carries its workout's start and
/// day, held right by a foreign key on every write path, and the library's "last performed" and "last day" read them with index seeks while
/// answering exactly what the scans they replaced answered.
@Suite("Exercise recency")
struct ExerciseRecencyTests {
    /// Workout exercises whose copied start or day is missing or differs from their workout's.
    static func staleEntries(_ store: SQLiteStore) async throws -> Int {
        try await store.writer.read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                WHERE workout_exercise.workout_started_at IS NULL OR workout_exercise.workout_local_date IS NULL
                   OR workout_exercise.workout_started_at IS NOT workout.started_at
                   OR workout_exercise.workout_local_date IS NOT workout.local_date
                """) ?? -1
        }
    }

    static func entryCount(_ store: SQLiteStore) async throws -> Int {
        try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_exercise") ?? 0 }
    }

    @Test("Bulk inserts, live workouts, quick logs, imports, archive restores, deletes and raw edits keep the copies right")
    func everyWritePath() async throws {
        let fixture = try ArchiveFixture.make()
        let store = fixture.store
        // A year of history by the bulk insert, a workout from a plan still in progress, a quick log.
        let ana = try await fixture.richUser("ana")
        #expect(try await Self.entryCount(store) > 300)
        #expect(try await Self.staleEntries(store) == 0)

        // A live workout: started, exercises appended, finished; then the quick log of a past day.
        let ben = try await fixture.freshUser("ben")
        let workouts = WorkoutService(store: store, now: { Date() })
        let liftLog = LiftLogService(store: store, now: { Date() })
        let library = try await store.exercises(userID: ben.id, query: ExerciseQuery()).filter { $0.kind == .weightAndReps }
        var started = try await workouts.start(.empty(name: "Evening"), for: ben)
        started = try await workouts.addExercise(library[0].id, to: started.id, of: ben)
        started = try await workouts.addExercise(library[1].id, to: started.id, of: ben)
        for entry in started.exercises {
            let added = try await workouts.addSet(to: entry.id, in: started.id, input: SetInput(weight: "50", reps: "5"), of: ben)
            _ = try await workouts.updateSet(added.set.id, in: started.id, input: SetInput(done: true), of: ben)
        }
        _ = try await workouts.finish(started.id, of: ben)
        try await liftLog.log(QuickLogInput(date: "2026-01-15", weight: "60", reps: "8", sets: "2"), exercise: library[2].id, of: ben)
        #expect(try await Self.staleEntries(store) == 0)

        // A history import and an archive restored into a fresh account.
        let cleo = try await fixture.freshUser("cleo")
        _ = try await WorkoutImportService(store: store, now: { Date() }).run(HistoryImportStoreTests.strong, userID: cleo.id)
        let dana = try await fixture.freshUser("dana")
        _ = try await fixture.archives.restore(try await fixture.exportedArchive(ana), userID: dana.id)
        #expect(try await Self.staleEntries(store) == 0)

        // Deleting a workout takes its entries with it.
        let before = try await Self.entryCount(store)
        try await workouts.delete(started.id, of: ben)
        #expect(try await Self.entryCount(store) == before - 2)

        // No path edits a workout's start, day or an entry's workout today; the schema holds the copies anyway
        // (`v12-recency-keys`): a changed start and day reach the entries, and an entry moved or inserted with copies that
        // are not its workout's is refused.
        let (workoutID, otherID) = try await store.writer.read { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM workout WHERE user_id = ? ORDER BY id LIMIT 2", arguments: [dana.id])
            return (ids[0], ids[1])
        }
        // A finished workout's summaries hold its start too, with `ON UPDATE RESTRICT` (`v18-session-keys`): the start
        // moves only once they are gone, as a rewrite would remove them.
        let moveStart = "UPDATE workout SET started_at = '2020-02-29 06:30:00.000', local_date = '2020-02-29' WHERE id = \(workoutID)"
        await #expect(throws: DatabaseError.self) {
            try await store.writer.write { db in try db.execute(sql: moveStart) }
        }
        try await store.writer.write { db in
            try db.execute(sql: "DELETE FROM exercise_session WHERE workout_id = ?", arguments: [workoutID])
            try db.execute(sql: moveStart)
        }
        #expect(try await Self.staleEntries(store) == 0)
        let moved = try await store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT workout_local_date FROM workout_exercise WHERE workout_id = ?", arguments: [workoutID])
        }
        #expect(moved == ["2020-02-29"])
        let refusals = [
            "UPDATE workout_exercise SET workout_id = \(workoutID) WHERE id = (SELECT min(id) FROM workout_exercise WHERE workout_id = \(otherID))",
            """
            INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
            SELECT workout_id, exercise_id, position + 50, '1999-01-01 00:00:00.000', '1999-01-01' FROM workout_exercise WHERE workout_id = \(otherID)
            """,
        ]
        for sql in refusals {
            await #expect(throws: DatabaseError.self) {
                try await store.writer.write { db in try db.execute(sql: sql) }
            }
        }
        #expect(try await Self.staleEntries(store) == 0)
    }

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

    @Test("Last performed, the recent order, each exercise's last day and the trained days answer what the scans answered")
    func sameAnswersAsTheScans() async throws {
        let fixture = try TrainingStoreTests.Fixture(store: try SQLiteStore.open(dataDirectory: try temporaryDirectory()))
        let store = fixture.store
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        for (user, seed) in [(ana, 3), (ben, 4)] {
            let library = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
            let history = DemoHistory(seed: UInt64(seed), endDate: LocalDate("2026-10-31")!, years: 1, timeZone: TimeZone(identifier: "UTC")!)
            _ = try await store.insertFinishedWorkouts(history.workouts(library: library), userID: user.id, now: Date())
        }
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let curl = try await fixture.exercise("Barbell Curl", of: ana)
        let zercher = try await fixture.services.exercises.create(for: ana, input: ExerciseInput(name: "Zercher Squat", category: "legs", kind: "weight_reps"))
        typealias Line = AnalyticsStoreTests.Line
        // The latest finished workout with the curl has none of its sets done (as an import or archive may hold it;
        // finishing in the app drops undone sets): the curl's last day shows nothing.
        try await AnalyticsStoreTests.log([Line(exercise: curl, weight: "30", reps: "10")], at: "2026-11-02T18:00:00Z", fixture: fixture, user: ana)
        try await AnalyticsStoreTests.log([Line(exercise: bench, weight: "225lb", reps: "5")], at: "2026-11-04T18:00:00Z", fixture: fixture, user: ana)
        try await store.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO workout (user_id, name, source, local_date, started_at, ended_at)
                    VALUES (?, 'Arms', 'import', '2026-11-04', '2026-11-04 20:00:00.000', '2026-11-04 21:00:00.000')
                    """,
                arguments: [ana.id])
            try db.execute(
                sql: """
                    INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
                    SELECT id, ?, 0, started_at, local_date FROM workout WHERE id = ?
                    """,
                arguments: [curl.id, db.lastInsertedRowID])
            try db.execute(
                sql: """
                    INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
                    VALUES (?, 0, 32.5, 'kg', 8, 'normal', 0, '2026-11-04 20:00:00.000')
                    """,
                arguments: [db.lastInsertedRowID])
        }
        // Two workouts on one day, a quick log on a day in between, and a workout in progress: it is the bench's last
        // performance but not its last finished day.
        try await AnalyticsStoreTests.log([Line(exercise: bench, weight: "100", reps: "3")], at: "2026-11-04T07:00:00Z", fixture: fixture, user: ana)
        fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-05T12:00:00Z")!
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-03", weight: "60", reps: "12", sets: "3"), exercise: zercher.id, of: ana)
        let active = try await fixture.workouts.start(.empty(name: nil), for: ana)
        _ = try await fixture.workouts.addExercise(bench.id, to: active.id, of: ana)

        for user in [ana, ben] {
            let all = ExerciseQuery(includeArchived: true)
            let lastPerformed = Dictionary(uniqueKeysWithValues: try await store.exercises(userID: user.id, query: all).map { ($0.id, $0.lastPerformedAt) })
            #expect(lastPerformed == (try await Self.scannedLastPerformed(store, userID: user.id)))
            var recent = all
            recent.sort = .recent
            #expect(try await store.exercises(userID: user.id, query: recent).map(\.id) == (try await Self.scannedRecentOrder(store, userID: user.id)))
            let lastDays = try await store.lastDayLoggedSets(userID: user.id)
            let scanned = try await Self.scannedLastDays(store, userID: user.id)
            #expect(lastDays.mapValues(Self.sorted) == scanned.mapValues(Self.sorted))
            #expect(try await store.trainedDays(userID: user.id) == (try await Self.scannedTrainedDays(store, userID: user.id)))
        }
        let anasLastDays = try await store.lastDayLoggedSets(userID: ana.id)
        #expect(anasLastDays[curl.id] == nil)
        #expect(Set(try #require(anasLastDays[bench.id]).map(\.date)) == [LocalDate("2026-11-04")!])
        #expect(try #require(anasLastDays[zercher.id]).count == 3)
        #expect(try await store.exercise(id: bench.id, userID: ana.id)?.lastPerformedAt == active.startedAt)
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

    // MARK: The scans the recency columns replaced, kept as references.

    static func scannedLastPerformed(_ store: SQLiteStore, userID: Int64) async throws -> [Int64: Date?] {
        try await store.writer.read { db in
            var result: [Int64: Date?] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT id, (SELECT max(workout.started_at) FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                            WHERE workout_exercise.exercise_id = exercise.id) AS last_performed_at
                FROM exercise WHERE user_id = ?
                """, arguments: [userID]) {
                result[row["id"]] = .some(row["last_performed_at"])
            }
            return result
        }
    }

    static func scannedRecentOrder(_ store: SQLiteStore, userID: Int64) async throws -> [Int64] {
        try await store.writer.read { db in
            try Int64.fetchAll(db, sql: """
                SELECT id, (SELECT max(workout.started_at) FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                            WHERE workout_exercise.exercise_id = exercise.id) AS last_performed_at
                FROM exercise WHERE user_id = ?
                ORDER BY is_favorite DESC, last_performed_at IS NULL, last_performed_at DESC, name_key
                """, arguments: [userID])
        }
    }

    static func scannedLastDays(_ store: SQLiteStore, userID: Int64) async throws -> [Int64: [LoggedSet]] {
        try await store.writer.read { db in
            var result: [Int64: [LoggedSet]] = [:]
            for row in try Row.fetchAll(db, sql: """
                WITH last_day AS (
                    SELECT workout_exercise.exercise_id, max(workout.local_date) AS local_date
                    FROM workout JOIN workout_exercise ON workout_exercise.workout_id = workout.id
                    WHERE workout.user_id = :user AND workout.ended_at IS NOT NULL
                    GROUP BY workout_exercise.exercise_id
                )
                SELECT last_day.exercise_id, workout.local_date, workout_set.weight, workout_set.weight_unit, workout_set.reps,
                       workout_set.kind
                FROM last_day
                JOIN workout ON workout.user_id = :user AND workout.local_date = last_day.local_date AND workout.ended_at IS NOT NULL
                JOIN workout_exercise ON workout_exercise.workout_id = workout.id AND workout_exercise.exercise_id = last_day.exercise_id
                JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done = 1
                """, arguments: ["user": userID]) {
                result[row["exercise_id"], default: []].append(try RowDecoding.loggedSet(row))
            }
            return result
        }
    }

    static func scannedTrainedDays(_ store: SQLiteStore, userID: Int64) async throws -> [TrainedDay] {
        try await store.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT local_date, split_id, split_day_index FROM workout INDEXED BY workout_by_user_date
                WHERE user_id = ? AND ended_at IS NOT NULL ORDER BY local_date, started_at, id
                """, arguments: [userID]).map { row in
                TrainedDay(date: try RowDecoding.date(row, "local_date"), splitID: row["split_id"], splitDayIndex: row["split_day_index"])
            }
        }
    }

    /// A day's sets in a fixed order: the query leaves their order to SQLite and the lift log merges them anyway.
    static func sorted(_ sets: [LoggedSet]) -> [String] {
        sets.map { "\($0.date) \($0.weight.map { "\($0.value) \($0.unit.rawValue)" } ?? "-") \($0.reps ?? -1) \($0.kind.rawValue)" }.sorted()
    }
}
