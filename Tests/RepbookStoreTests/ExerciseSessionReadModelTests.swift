import Foundation
import GRDB
import RepbookCore
@testable import RepbookStore
import Testing

/// The `exercise_session` read model (migrations `v10-exercise-sessions`): after every kind of write, and after the
/// backfill of a database built at v8, the stored summaries equal a fold of the raw done sets, read independently of
/// the store's own queries, and the workouts' volumes equal the sums of their sets.
@Suite("Session summaries equal a fold of the raw sets")
struct ExerciseSessionReadModelTests {
    typealias Fixture = TrainingStoreTests.Fixture
    typealias Line = AnalyticsStoreTests.Line

    /// Every done set of the user's finished workouts, read with plain SQL of its own, oldest first, grouped by workout.
    static func rawSets(userID: Int64, db: Database) throws -> [PerformedSet] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT w.id AS workout_id, w.local_date, we.exercise_id, e.kind AS exercise_kind,
                       s.weight, s.weight_unit, s.reps, s.duration_seconds, s.distance_meters, s.kind
                FROM workout w
                JOIN workout_exercise we ON we.workout_id = w.id
                JOIN exercise e ON e.id = we.exercise_id
                JOIN workout_set s ON s.workout_exercise_id = we.id
                WHERE w.user_id = ? AND w.ended_at IS NOT NULL AND s.is_done = 1
                ORDER BY w.started_at, w.id, we.position, we.id, s.position, s.id
                """,
            arguments: [userID]
        ).map { row in
            let weight: Double? = row["weight"]
            let values = SetValues(
                weight: weight.map { Weight($0, WeightUnit(rawValue: row["weight_unit"])!) }, reps: row["reps"],
                durationSeconds: row["duration_seconds"], distanceMeters: row["distance_meters"], kind: SetKind(rawValue: row["kind"])!)
            return PerformedSet(
                workoutID: row["workout_id"], exerciseID: row["exercise_id"], date: LocalDate(row["local_date"] as String)!,
                kind: ExerciseKind(rawValue: row["exercise_kind"])!, values: values)
        }
    }

    /// A session's figures folded set by set from `RecordSample`, without the summary types.
    struct Folded: Equatable, CustomStringConvertible {
        var workingSets = 0
        var heaviest: Double?
        var oneRepMax: Double?
        var bestSetVolume: Double?
        var volume = 0.0
        var repsAtWeight: [Double: Int] = [:]

        init(_ samples: [RecordSample]) {
            for sample in samples {
                workingSets += 1
                if sample.countsWeight { heaviest = max(heaviest ?? 0, sample.kilograms) }
                if let estimate = sample.oneRepMax { oneRepMax = max(oneRepMax ?? 0, estimate) }
                if sample.volume > 0 { bestSetVolume = max(bestSetVolume ?? 0, sample.volume) }
                volume += sample.volume
                if let weight = sample.repsWeight {
                    let key = (weight * 100).rounded() / 100
                    repsAtWeight[key] = max(repsAtWeight[key] ?? 0, sample.reps)
                }
            }
        }

        init(_ figures: SessionFigures) {
            workingSets = figures.workingSets
            heaviest = figures.heaviest?.value
            oneRepMax = figures.oneRepMax?.value
            bestSetVolume = figures.bestSetVolume?.value
            volume = figures.volume
            repsAtWeight = figures.repsAtWeight
        }

        var description: String { "\(workingSets) sets, heaviest \(heaviest ?? -1), e1RM \(oneRepMax ?? -1), best set \(bestSetVolume ?? -1), volume \(volume), reps \(repsAtWeight)" }
    }

    /// Asserts that the user's stored summaries are exactly the sessions of the raw sets, with the figures a set-by-set
    /// fold finds for both formulas and the user's body weights, and that each workout's volume is its sets' volume.
    static func expectReadModelsMatch(_ store: SQLiteStore, userID: Int64, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let sets = try await store.writer.read { db in try rawSets(userID: userID, db: db) }
        let bodyWeight = BodyWeightHistory(try await store.bodyWeights(userID: userID))
        let exerciseIDs = Array(Set(sets.map(\.exerciseID)))
        let stored = try await store.exerciseSessions(userID: userID, exerciseIDs: exerciseIDs, before: nil)

        var expected: [String: [PerformedSet]] = [:]
        for set in sets { expected["\(set.workoutID)/\(set.exerciseID)", default: []].append(set) }
        expected = expected.filter { _, sets in
            sets.contains { RecordSample.of($0.values, kind: $0.kind, formula: .epley, bodyWeight: nil) != nil }
        }
        #expect(Set(stored.map { "\($0.workoutID)/\($0.exerciseID)" }) == Set(expected.keys), "one summary per session with working sets", sourceLocation: sourceLocation)
        #expect(stored.count == expected.count, sourceLocation: sourceLocation)
        let computed = ExerciseSessionSummary.sessions(of: sets)
        func byKey(_ summaries: [ExerciseSessionSummary]) -> [String: ExerciseSessionSummary] {
            Dictionary(summaries.map { ("\($0.workoutID)/\($0.exerciseID)", $0) }, uniquingKeysWith: { a, _ in a })
        }
        #expect(byKey(stored) == byKey(computed), "the stored rows are what the Core rule makes of the raw sets", sourceLocation: sourceLocation)
        for id in exerciseIDs {
            #expect(stored.filter { $0.exerciseID == id }.map(\.workoutID) == computed.filter { $0.exerciseID == id }.map(\.workoutID),
                    "each exercise's sessions oldest first", sourceLocation: sourceLocation)
        }

        for summary in stored {
            let session = expected["\(summary.workoutID)/\(summary.exerciseID)"] ?? []
            #expect(summary.date == session.first?.date, sourceLocation: sourceLocation)
            for formula in OneRepMaxFormula.allCases {
                let weight = bodyWeight.kilograms(on: summary.date)
                let folded = Folded(session.compactMap { RecordSample.of($0.values, kind: $0.kind, formula: formula, bodyWeight: weight) })
                let read = Folded(summary.figures(formula: formula, bodyWeight: bodyWeight))
                #expect(read == folded, "workout \(summary.workoutID), exercise \(summary.exerciseID), \(formula)", sourceLocation: sourceLocation)
            }
        }

        let volumes = try await store.workoutVolumes(userID: userID, from: LocalDate("2000-01-01")!, through: LocalDate("2100-01-01")!)
        let digests = try await store.workoutDigests(userID: userID, from: LocalDate("2000-01-01")!, through: LocalDate("2100-01-01")!)
        #expect(volumes.map(\.date) == digests.map(\.date), sourceLocation: sourceLocation)
        for (volume, digest) in zip(volumes, digests) {
            #expect(abs(volume.kilograms - digest.volumeKilograms) < 1e-6, "\(digest.date)", sourceLocation: sourceLocation)
        }
    }

    @Test("Finish, quick-log, delete, a kind change and a history import keep the summaries equal to the raw sets")
    func writesKeepSummaries() async throws {
        let fixture = try Fixture(store: try SQLiteStore.open(dataDirectory: try temporaryDirectory()))
        let store = fixture.store
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let pullUp = try await fixture.exercise("Pull-Up", of: ana)
        let squat = try await fixture.exercise("Back Squat", of: ana)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try await store.saveBodyWeight(BodyWeightEntry(date: LocalDate("2026-10-01")!, weight: Weight(80, .kilograms)), userID: ana.id, now: now)

        // Finish: warm-ups, pounds, an undone set, a bodyweight exercise, the same exercise twice in a workout.
        let first = try await AnalyticsStoreTests.log([
            Line(exercise: bench, weight: "60", reps: "10", kind: "warmup"),
            Line(exercise: bench, weight: "100", reps: "5"),
            Line(exercise: squat, weight: "140", reps: "5"),
            Line(exercise: bench, weight: "225lb", reps: "3"),
            Line(exercise: pullUp, weight: nil, reps: "8"),
            Line(exercise: pullUp, weight: "10", reps: "5"),
            Line(exercise: bench, weight: "120", reps: "5", done: false),
        ], at: "2026-10-05T18:00:00Z", fixture: fixture, user: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        try await AnalyticsStoreTests.log([
            Line(exercise: bench, weight: "102.5", reps: "5"), Line(exercise: bench, weight: "102.5", reps: "6"),
            Line(exercise: bench, weight: "80", reps: "15", kind: "drop"), Line(exercise: pullUp, weight: nil, reps: "10"),
        ], at: "2026-11-04T07:00:00Z", fixture: fixture, user: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)

        // A body weight later than the sessions: the stored rows stay, the figures read move with it.
        try await store.saveBodyWeight(BodyWeightEntry(date: LocalDate("2026-10-04")!, weight: Weight(190, .pounds)), userID: ana.id, now: now)
        try await Self.expectReadModelsMatch(store, userID: ana.id)

        // Quick-log: onto a finished workout's day and onto a new day.
        fixture.clock.now = ISO8601DateFormatter().date(from: "2026-11-06T12:00:00Z")!
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-04", weight: "100", reps: "5", sets: "2"), exercise: bench.id, of: ana)
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-05", weight: "230lb", reps: "2"), exercise: bench.id, of: ana)
        try await fixture.liftLog.log(QuickLogInput(date: "2026-11-05", weight: "105", reps: "1"), exercise: bench.id, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)

        // A workout in progress has no summary until it is finished.
        var active = try await fixture.workouts.start(.empty(name: nil), for: ana)
        active = try await fixture.workouts.addExercise(squat.id, to: active.id, of: ana)
        let set = try #require(active.exercises.last?.sets.first)
        _ = try await fixture.workouts.updateSet(set.id, in: active.id, input: SetInput(weight: "150", reps: "3", kind: "normal", done: true), of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: nil).count == 1)

        // Delete: the summaries go with the workout.
        try await fixture.workouts.delete(first.id, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: nil).isEmpty)

        // A kind change rewrites the exercise's summaries (bodyweight reps become reps only).
        let draft = ExerciseDraft(name: pullUp.name, category: pullUp.category, kind: .repsOnly, equipment: pullUp.equipment)
        _ = try await store.updateExercise(id: pullUp.id, userID: ana.id, draft: draft, now: now)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [pullUp.id], before: nil).allSatisfy { $0.kind == .repsOnly })

        // A history import, for another user: the first user's rows do not move.
        let report = try await WorkoutImportService(store: store, now: { now }).run(HistoryImportStoreTests.strong, userID: ben.id)
        #expect(report.workoutsAdded == 3)
        try await Self.expectReadModelsMatch(store, userID: ben.id)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ben.id, exerciseIDs: [bench.id, pullUp.id, squat.id], before: nil).isEmpty)
    }

    @Test("An archive restore and the bulk insert of a generated year write the summaries of every workout")
    func restoreAndBulkInsert() async throws {
        let (restored, ana) = try await RecentRecordsTests.generatedUser()
        try await Self.expectReadModelsMatch(restored, userID: ana.id)
        #expect(try await restored.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise_session") ?? 0 } > 100)

        let store = try SQLiteStore.inMemory()
        let lifter = try await userWithGeneratedYear(in: store)
        try await Self.expectReadModelsMatch(store, userID: lifter.id)
    }

    @Test("The migration fills the summaries of a database built at v8, and drops the history revision")
    func backfill() async throws {
        let path = try temporaryDirectory() + "/repbook.sqlite"
        let old = try DatabaseQueue(path: path)
        try SchemaMigrations.migrator.migrate(old, upTo: "v8-exercise-recency")
        try await old.write { db in
            for (userID, seed) in [(Int64(1), UInt64(11)), (2, 12)] {
                try db.execute(
                    sql: "INSERT INTO user (id, username, username_key, password_hash, created_at) VALUES (?, ?, ?, 'x', '2026-01-01 00:00:00.000')",
                    arguments: [userID, "user\(userID)", "user\(userID)"])
                try db.execute(
                    sql: "INSERT INTO user_settings (user_id, weight_unit, appearance, time_zone, default_rest_seconds) VALUES (?, 'kg', 'system', 'UTC', 90)",
                    arguments: [userID])
                try db.execute(
                    sql: """
                        INSERT INTO body_weight (user_id, local_date, weight, weight_unit, created_at, updated_at)
                        VALUES (?, '2026-03-01', 82.5, 'kg', '2026-03-01 08:00:00.000', '2026-03-01 08:00:00.000')
                        """,
                    arguments: [userID])
                var library: [Exercise] = []
                for item in StarterLibrary.exercises {
                    try db.execute(
                        sql: """
                            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, seed_key, created_at, updated_at)
                            VALUES (?, ?, ?, ?, ?, ?, ?, '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')
                            """,
                        arguments: [
                            userID, item.name, ExerciseName.key(item.name), item.category.rawValue, item.kind.rawValue, item.equipment.rawValue,
                            item.seedKey,
                        ])
                    library.append(Exercise(
                        id: db.lastInsertedRowID, userID: userID, name: item.name, category: item.category, kind: item.kind,
                        equipment: item.equipment))
                }
                let history = DemoHistory(seed: seed, endDate: LocalDate("2026-11-20")!, years: 1, timeZone: TimeZone(identifier: "UTC")!)
                let statements = try FinishedWorkoutStatements(db: db, createdAt: Date())
                for workout in history.workouts(library: library) { _ = try statements.insert(workout, userID: userID) }
            }
        }
        try old.close()

        let store = try SQLiteStore.open(path: path)
        let applied = try await store.appliedMigrations()
        #expect(applied.contains("v10-exercise-sessions") && applied.contains("v11-drop-history-revision"))
        try await Self.expectReadModelsMatch(store, userID: 1)
        try await Self.expectReadModelsMatch(store, userID: 2)
        let leftovers = try await store.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'history_revision%'") ?? -1,
             try db.columns(in: "user").map(\.name))
        }
        #expect(leftovers.0 == 0)
        #expect(!leftovers.1.contains("history_revision"))
        #expect(try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise_session") ?? 0 } > 100)
    }
}
