import Foundation
import GRDB
import PostgresNIO
import RepbookCore
import RepbookTestFixtures
import Testing

/// Every `workout_exercise` row carries its workout's start and day, held right by a foreign key on every write path,
/// and the library's "last performed" and "last day" read them while answering exactly what the scans they replaced
/// answered, on both engines. The SQLite migrations that added the copies and its query plans stay in the SQLite suite.
@Suite("Exercise recency")
struct ExerciseRecencyTests {
    /// Workout exercises whose copied start or day is missing or differs from their workout's.
    static func staleEntries(_ store: any EngineStore) async throws -> Int {
        try await RawSQL.integer("""
            SELECT count(*) FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
            WHERE workout_exercise.workout_started_at IS NULL OR workout_exercise.workout_local_date IS NULL
               OR workout_exercise.workout_started_at <> workout.started_at
               OR workout_exercise.workout_local_date <> workout.local_date
            """, on: store)
    }

    static func entryCount(_ store: any EngineStore) async throws -> Int {
        try await RawSQL.integer("SELECT count(*) FROM workout_exercise", on: store)
    }

    /// An instant written in SQL as the engine stores it: SQLite's text, a PostgreSQL timestamptz in UTC.
    static func instant(_ text: String, _ engine: Engine) -> String {
        switch engine {
        case .sqlite: "'\(text)'"
        case .postgres: "CAST('\(text)+00' AS timestamptz)"
        }
    }

    /// A day written in SQL as the engine stores it.
    static func day(_ text: String, _ engine: Engine) -> String {
        switch engine {
        case .sqlite: "'\(text)'"
        case .postgres: "CAST('\(text)' AS date)"
        }
    }

    /// Expects `sql` to be refused by the schema: a constraint error of the engine, not any other failure.
    static func expectRefused(_ sql: String, on store: any EngineStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        do {
            try await RawSQL.execute(sql, on: store)
            Issue.record("not refused: \(sql)", sourceLocation: sourceLocation)
        } catch let error as DatabaseError {
            #expect(error.resultCode == .SQLITE_CONSTRAINT, "\(sql)\n\(error)", sourceLocation: sourceLocation)
        } catch let error as PSQLError {
            let state = error.serverInfo?[.sqlState] ?? ""
            #expect(
                state.hasPrefix("23"), "an integrity constraint's refusal, not \(state): \(sql)\n\(String(reflecting: error))",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(sql)\n\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test("Bulk inserts, live workouts, quick logs, imports, archive restores, deletes and raw edits keep the copies right",
          arguments: Engine.allCases)
    func everyWritePath(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-recency-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let fixture = ArchiveEngineFixture(store: try await database.open(), folder: folder)
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
            _ = try await WorkoutImportService(store: store, now: { Date() }).run(StrongHistoryFile.strong, userID: cleo.id)
            let dana = try await fixture.freshUser("dana")
            _ = try await fixture.restore(try await fixture.archive(ana), into: dana)
            #expect(try await Self.staleEntries(store) == 0)

            // Deleting a workout takes its entries with it.
            let before = try await Self.entryCount(store)
            try await workouts.delete(started.id, of: ben)
            #expect(try await Self.entryCount(store) == before - 2)

            // No path edits a workout's start, day or an entry's workout today; the schema holds the copies anyway: a
            // changed start and day reach the entries, and an entry moved or inserted with copies that are not its
            // workout's is refused.
            let ids = try await RawSQL.texts("SELECT CAST(id AS TEXT) FROM workout WHERE user_id = \(dana.id) ORDER BY id LIMIT 2", on: store)
                .compactMap { $0.first.flatMap { $0.flatMap { Int64($0) } } }
            try #require(ids.count == 2)
            let (workoutID, otherID) = (ids[0], ids[1])
            // A finished workout's summaries hold its start too, and refuse a change of it: the start moves only once
            // they are gone, as a rewrite would remove them.
            let moveStart = """
                UPDATE workout SET started_at = \(Self.instant("2020-02-29 06:30:00.000", engine)), local_date = \(Self.day("2020-02-29", engine))
                WHERE id = \(workoutID)
                """
            await Self.expectRefused(moveStart, on: store)
            try await RawSQL.execute(["DELETE FROM exercise_session WHERE workout_id = \(workoutID)", moveStart], on: store)
            #expect(try await Self.staleEntries(store) == 0)
            let moved = try await RawSQL.texts(
                "SELECT DISTINCT CAST(workout_local_date AS TEXT) FROM workout_exercise WHERE workout_id = \(workoutID)", on: store)
            #expect(moved == [["2020-02-29"]])
            let refusals = [
                "UPDATE workout_exercise SET workout_id = \(workoutID) WHERE id = (SELECT min(id) FROM workout_exercise WHERE workout_id = "
                    + "\(otherID))",
                """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
                SELECT workout_id, exercise_id, position + 50, \(Self.instant("1999-01-01 00:00:00.000", engine)), \(Self.day("1999-01-01", engine))
                FROM workout_exercise WHERE workout_id = \(otherID)
                """,
            ]
            for sql in refusals {
                await Self.expectRefused(sql, on: store)
            }
            #expect(try await Self.staleEntries(store) == 0)
        }
    }

    @Test("Last performed, the recent order, each exercise's last day and the trained days answer what the scans answered",
          arguments: Engine.allCases)
    func sameAnswersAsTheScans(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
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
            let zercher = try await fixture.services.exercises.create(
                for: ana, input: ExerciseInput(name: "Zercher Squat", category: "legs", kind: "weight_reps"))
            typealias Line = TrainingFixture.Line
            // The latest finished workout with the curl has none of its sets done (as an import or archive may hold it;
            // finishing in the app drops undone sets): the curl's last day shows nothing.
            try await fixture.log([Line(exercise: curl, weight: "30", reps: "10")], at: "2026-11-02T18:00:00Z", user: ana)
            try await fixture.log([Line(exercise: bench, weight: "225lb", reps: "5")], at: "2026-11-04T18:00:00Z", user: ana)
            try await RawSQL.execute([
                """
                INSERT INTO workout (user_id, name, source, local_date, started_at, ended_at)
                VALUES (\(ana.id), 'Arms', 'import', \(Self.day("2026-11-04", engine)), \(Self.instant("2026-11-04 20:00:00.000", engine)),
                        \(Self.instant("2026-11-04 21:00:00.000", engine)))
                """,
                """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
                SELECT id, \(curl.id), 0, started_at, local_date FROM workout WHERE user_id = \(ana.id) AND name = 'Arms'
                """,
                """
                INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
                SELECT workout_exercise.id, 0, 32.5, 'kg', 8, 'normal', FALSE, \(Self.instant("2026-11-04 20:00:00.000", engine))
                FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                WHERE workout.user_id = \(ana.id) AND workout.name = 'Arms'
                """,
            ], on: store)
            // Two workouts on one day, a quick log on a day in between, and a workout in progress: it is the bench's last
            // performance but not its last finished day.
            try await fixture.log([Line(exercise: bench, weight: "100", reps: "3")], at: "2026-11-04T07:00:00Z", user: ana)
            fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-05T12:00:00Z")!
            try await fixture.liftLog.log(QuickLogInput(date: "2026-11-03", weight: "60", reps: "12", sets: "3"), exercise: zercher.id, of: ana)
            let active = try await fixture.workouts.start(.empty(name: nil), for: ana)
            _ = try await fixture.workouts.addExercise(bench.id, to: active.id, of: ana)

            for user in [ana, ben] {
                let all = ExerciseQuery(includeArchived: true)
                let lastPerformed = Dictionary(uniqueKeysWithValues: try await store.exercises(userID: user.id, query: all).map {
                    ($0.id, $0.lastPerformedAt.map(Self.milliseconds))
                })
                #expect(lastPerformed == (try await Self.scannedLastPerformed(store, engine, userID: user.id)))
                var recent = all
                recent.sort = .recent
                #expect(
                    try await store.exercises(userID: user.id, query: recent).map(\.id) == (try await Self.scannedRecentOrder(store, userID: user.id))
                )
                let lastDays = try await store.lastDayLoggedSets(userID: user.id)
                let scanned = try await Self.scannedLastDays(store, userID: user.id)
                #expect(lastDays.mapValues(Self.sorted) == scanned)
                #expect(try await store.trainedDays(userID: user.id) == (try await Self.scannedTrainedDays(store, userID: user.id)))
            }
            let anasLastDays = try await store.lastDayLoggedSets(userID: ana.id)
            #expect(anasLastDays[curl.id] == nil)
            #expect(Set(try #require(anasLastDays[bench.id]).map(\.date)) == [LocalDate("2026-11-04")!])
            #expect(try #require(anasLastDays[zercher.id]).count == 3)
            #expect(try await store.exercise(id: bench.id, userID: ana.id)?.lastPerformedAt == active.startedAt)
        }
    }

    // MARK: The scans the recency columns replaced, kept as references, in SQL both engines read alike.

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// Each exercise's latest workout start, in milliseconds since 1970, by a scan of every workout that has it.
    static func scannedLastPerformed(_ store: any EngineStore, _ engine: Engine, userID: Int64) async throws -> [Int64: Int64?] {
        let milliseconds = switch engine {
        case .sqlite: "CAST(round((julianday(last_performed_at) - 2440587.5) * 86400000) AS INTEGER)"
        case .postgres: "CAST(round(extract(epoch FROM last_performed_at) * 1000) AS bigint)"
        }
        let rows = try await RawSQL.texts("""
            SELECT CAST(id AS TEXT), CAST(\(milliseconds) AS TEXT) FROM (
                SELECT id, (SELECT max(workout.started_at) FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                            WHERE workout_exercise.exercise_id = exercise.id) AS last_performed_at
                FROM exercise WHERE user_id = \(userID)
            ) AS scanned
            """, on: store)
        var result: [Int64: Int64?] = [:]
        for row in rows { result[try #require(Int64(row[0] ?? ""))] = .some(row[1].flatMap { Int64($0) }) }
        return result
    }

    static func scannedRecentOrder(_ store: any EngineStore, userID: Int64) async throws -> [Int64] {
        try await RawSQL.texts("""
            SELECT CAST(id AS TEXT) FROM (
                SELECT id, is_favorite, name_key,
                       (SELECT max(workout.started_at) FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
                        WHERE workout_exercise.exercise_id = exercise.id) AS last_performed_at
                FROM exercise WHERE user_id = \(userID)
            ) AS scanned
            ORDER BY is_favorite DESC, last_performed_at IS NULL, last_performed_at DESC, name_key
            """, on: store).map { try #require(Int64($0[0] ?? "")) }
    }

    /// Each exercise's done sets of its last finished day, as `sorted` writes them.
    static func scannedLastDays(_ store: any EngineStore, userID: Int64) async throws -> [Int64: [String]] {
        let rows = try await RawSQL.texts("""
            WITH last_day AS (
                SELECT workout_exercise.exercise_id, max(workout.local_date) AS local_date
                FROM workout JOIN workout_exercise ON workout_exercise.workout_id = workout.id
                WHERE workout.user_id = \(userID) AND workout.ended_at IS NOT NULL
                GROUP BY workout_exercise.exercise_id
            )
            SELECT CAST(last_day.exercise_id AS TEXT), CAST(workout.local_date AS TEXT), CAST(workout_set.weight AS TEXT),
                   workout_set.weight_unit, CAST(workout_set.reps AS TEXT), workout_set.kind
            FROM last_day
            JOIN workout ON workout.user_id = \(userID) AND workout.local_date = last_day.local_date AND workout.ended_at IS NOT NULL
            JOIN workout_exercise ON workout_exercise.workout_id = workout.id AND workout_exercise.exercise_id = last_day.exercise_id
            JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
            """, on: store)
        var result: [Int64: [String]] = [:]
        for row in rows {
            let weight = row[2].flatMap(Double.init).map { "\($0) \(row[3] ?? "?")" } ?? "-"
            result[try #require(Int64(row[0] ?? "")), default: []].append(
                "\(row[1] ?? "?") \(weight) \(row[4].flatMap { Int($0) } ?? -1) \(row[5] ?? "?")")
        }
        return result.mapValues { $0.sorted() }
    }

    static func scannedTrainedDays(_ store: any EngineStore, userID: Int64) async throws -> [TrainedDay] {
        try await RawSQL.texts("""
            SELECT CAST(local_date AS TEXT), CAST(split_id AS TEXT), CAST(split_day_index AS TEXT) FROM workout
            WHERE user_id = \(userID) AND ended_at IS NOT NULL ORDER BY local_date, started_at, id
            """, on: store).map { row in
            TrainedDay(date: try #require(LocalDate(row[0] ?? "")), splitID: row[1].flatMap { Int64($0) }, splitDayIndex: row[2].flatMap { Int($0) })
        }
    }

    /// A day's sets in a fixed order: the query leaves their order to the database and the lift log merges them anyway.
    static func sorted(_ sets: [LoggedSet]) -> [String] {
        sets.map { "\($0.date) \($0.weight.map { "\($0.value) \($0.unit.rawValue)" } ?? "-") \($0.reps ?? -1) \($0.kind.rawValue)" }.sorted()
    }
}
