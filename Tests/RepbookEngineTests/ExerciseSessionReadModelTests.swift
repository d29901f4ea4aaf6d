import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The `exercise_session` read model on both engines: after every kind of write the stored summaries equal a fold of
/// the raw done sets, read independently of the store's own queries, the workouts' volumes equal the sums of their sets,
/// and the summaries' copies of their workout are keys. The SQLite migrations that built and backfilled it are tested in
/// the SQLite suite.
@Suite("Session summaries equal a fold of the raw sets")
struct ExerciseSessionReadModelTests {
    typealias Line = TrainingFixture.Line

    /// Every done set of the user's finished workouts, read with plain SQL of its own, oldest first, grouped by workout.
    static func rawSets(userID: Int64, store: any EngineStore) async throws -> [PerformedSet] {
        try await RawSQL.texts("""
            SELECT CAST(w.id AS TEXT), CAST(w.local_date AS TEXT), CAST(we.exercise_id AS TEXT), e.kind,
                   CAST(s.weight AS TEXT), s.weight_unit, CAST(s.reps AS TEXT), CAST(s.duration_seconds AS TEXT),
                   CAST(s.distance_meters AS TEXT), s.kind
            FROM workout w
            JOIN workout_exercise we ON we.workout_id = w.id
            JOIN exercise e ON e.id = we.exercise_id
            JOIN workout_set s ON s.workout_exercise_id = we.id
            WHERE w.user_id = \(userID) AND w.ended_at IS NOT NULL AND s.is_done
            ORDER BY w.started_at, w.id, we.position, we.id, s.position, s.id
            """, on: store).map { row in
            let values = SetValues(
                weight: try row[4].flatMap(Double.init).map { Weight($0, try #require(WeightUnit(rawValue: row[5] ?? ""))) },
                reps: row[6].flatMap { Int($0) }, durationSeconds: row[7].flatMap { Int($0) }, distanceMeters: row[8].flatMap(Double.init),
                kind: try #require(SetKind(rawValue: row[9] ?? "")))
            return PerformedSet(
                workoutID: try #require(Int64(row[0] ?? "")), exerciseID: try #require(Int64(row[2] ?? "")),
                date: try #require(LocalDate(row[1] ?? "")), kind: try #require(ExerciseKind(rawValue: row[3] ?? "")), values: values)
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

        /// Folds another session's figures in: the larger of each best, the most reps at each weight; the volume is
        /// the larger session's (a running best, not a sum).
        mutating func absorb(_ other: Folded) {
            workingSets += other.workingSets
            heaviest = [heaviest, other.heaviest].compactMap { $0 }.max()
            oneRepMax = [oneRepMax, other.oneRepMax].compactMap { $0 }.max()
            bestSetVolume = [bestSetVolume, other.bestSetVolume].compactMap { $0 }.max()
            volume = max(volume, other.volume)
            repsAtWeight.merge(other.repsAtWeight) { max($0, $1) }
        }

        var description: String {
            "\(workingSets) sets, heaviest \(heaviest ?? -1), e1RM \(oneRepMax ?? -1), best set \(bestSetVolume ?? -1), volume \(volume), reps "
                + "\(repsAtWeight)"
        }
    }

    /// Asserts that the user's stored summaries are exactly the sessions of the raw sets, with the figures a set-by-set
    /// fold finds for both formulas and the user's body weights, and that each workout's volume is its sets' volume.
    static func expectReadModelsMatch(_ store: any EngineStore, userID: Int64, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let sets = try await rawSets(userID: userID, store: store)
        let bodyWeight = BodyWeightHistory(try await store.bodyWeights(userID: userID))
        let exerciseIDs = Array(Set(sets.map(\.exerciseID)))
        let stored = try await store.exerciseSessions(userID: userID, exerciseIDs: exerciseIDs, before: nil)

        var expected: [String: [PerformedSet]] = [:]
        for set in sets { expected["\(set.workoutID)/\(set.exerciseID)", default: []].append(set) }
        expected = expected.filter { _, sets in
            sets.contains { RecordSample.of($0.values, kind: $0.kind, formula: .epley, bodyWeight: nil) != nil }
        }
        #expect(
            Set(stored.map { "\($0.workoutID)/\($0.exerciseID)" }) == Set(expected.keys), "one summary per session with working sets",
            sourceLocation: sourceLocation)
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

        try await expectRunningBestsMatch(store, userID: userID, sets: sets, sourceLocation: sourceLocation)

        let volumes = try await store.workoutVolumes(userID: userID, from: LocalDate("2000-01-01")!, through: LocalDate("2100-01-01")!)
        let digests = try await store.workoutDigests(userID: userID, from: LocalDate("2000-01-01")!, through: LocalDate("2100-01-01")!)
        #expect(volumes.map(\.date) == digests.map(\.date), sourceLocation: sourceLocation)
        for (volume, digest) in zip(volumes, digests) {
            #expect(abs(volume.kilograms - digest.volumeKilograms) < 1e-6, "\(digest.date)", sourceLocation: sourceLocation)
        }
    }

    /// Asserts that each stored session's running bests (migration `v12-running-bests`) are the bests of a set-by-set
    /// fold of the raw sets of its exercise's sessions up to and including it, and that the rep records answer "most reps
    /// at this weight or heavier" as the whole fold does, for every weight done.
    static func expectRunningBestsMatch(
        _ store: any EngineStore, userID: Int64, sets: [PerformedSet], sourceLocation: SourceLocation
    ) async throws {
        // Each session's `through_*` columns, and its rep records up to and including it, read with plain SQL.
        let sessionRows = try await RawSQL.numbers("""
            SELECT CAST(id AS DOUBLE PRECISION), CAST(exercise_id AS DOUBLE PRECISION), CAST(workout_id AS DOUBLE PRECISION),
                   through_heaviest_kg, through_epley_kg, through_brzycki_kg, through_set_volume_kg, through_session_volume_kg
            FROM exercise_session WHERE user_id = \(userID) ORDER BY exercise_id, started_at, workout_id
            """, on: store)
        let recordRows = try await RawSQL.numbers("""
            SELECT CAST(s.id AS DOUBLE PRECISION), r.weight_kg, CAST(max(r.reps) AS DOUBLE PRECISION)
            FROM exercise_session s
            JOIN exercise_rep_record r ON r.exercise_id = s.exercise_id AND (r.started_at, r.workout_id) <= (s.started_at, s.workout_id)
            WHERE s.user_id = \(userID) GROUP BY s.id, r.weight_kg
            """, on: store)
        var records: [Int64: [Double: Int]] = [:]
        for row in recordRows {
            records[Int64(try #require(row[0])), default: [:]][try #require(row[1])] = Int(try #require(row[2]))
        }
        let stored = try sessionRows.map { row in
            let sessionID = Int64(try #require(row[0]))
            return (exerciseID: Int64(try #require(row[1])), workoutID: Int64(try #require(row[2])),
                    bests: RunningBests(heaviest: row[3], epley: row[4], brzycki: row[5], setVolume: row[6], sessionVolume: row[7],
                                        repRecords: records[sessionID] ?? [:]))
        }
        var sessions: [Int64: [(workoutID: Int64, sets: [PerformedSet])]] = [:]
        for set in sets {
            if sessions[set.exerciseID]?.last?.workoutID == set.workoutID {
                sessions[set.exerciseID]![sessions[set.exerciseID]!.count - 1].sets.append(set)
            } else {
                sessions[set.exerciseID, default: []].append((set.workoutID, [set]))
            }
        }
        var expected: [(exerciseID: Int64, workoutID: Int64, epley: Folded, brzycki: Double?, sessionVolume: Double?)] = []
        for exerciseID in sessions.keys.sorted() {
            var running: (epley: Folded, brzycki: Double?, sessionVolume: Double?)?
            for session in sessions[exerciseID] ?? [] {
                func samples(_ formula: OneRepMaxFormula) -> [RecordSample] {
                    session.sets.compactMap { RecordSample.of($0.values, kind: $0.kind, formula: formula, bodyWeight: nil) }
                }
                guard !samples(.epley).isEmpty else { continue }
                // Bodyweight kinds keep no running 1RM: theirs moves with later weigh-ins.
                let weighed = ExerciseHistory.needsBodyWeight(session.sets[0].kind)
                var epley = Folded(samples(.epley))
                if weighed { epley.oneRepMax = nil }
                let brzycki = weighed ? nil : Folded(samples(.brzycki)).oneRepMax
                let volume = epley.volume > 0 ? epley.volume : nil
                if var total = running {
                    total.epley.absorb(epley)
                    total.brzycki = [total.brzycki, brzycki].compactMap { $0 }.max()
                    total.sessionVolume = [total.sessionVolume, volume].compactMap { $0 }.max()
                    running = total
                } else {
                    running = (epley, brzycki, volume)
                }
                expected.append((exerciseID, session.workoutID, running!.epley, running!.brzycki, running!.sessionVolume))
            }
        }
        #expect(stored.map { "\($0.exerciseID)/\($0.workoutID)" } == expected.map { "\($0.exerciseID)/\($0.workoutID)" },
                "one running row per session, in fold order", sourceLocation: sourceLocation)
        for (row, want) in zip(stored, expected) {
            let place = "exercise \(row.exerciseID), workout \(row.workoutID)"
            #expect(row.bests.heaviest == want.epley.heaviest, "\(place): heaviest", sourceLocation: sourceLocation)
            #expect(row.bests.epley == want.epley.oneRepMax, "\(place): Epley", sourceLocation: sourceLocation)
            #expect(row.bests.brzycki == want.brzycki, "\(place): Brzycki", sourceLocation: sourceLocation)
            #expect(row.bests.setVolume == want.epley.bestSetVolume, "\(place): set volume", sourceLocation: sourceLocation)
            #expect(row.bests.sessionVolume == want.sessionVolume, "\(place): session volume", sourceLocation: sourceLocation)
            for weight in want.epley.repsAtWeight.keys {
                let most = want.epley.repsAtWeight.filter { $0.key >= weight }.map(\.value).max()
                #expect(row.bests.mostReps(atLeast: weight) == most, "\(place): reps at \(weight) kg or more", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("Finish, quick-log, delete, a kind change, reopen and a history import keep the summaries equal to the raw sets",
          arguments: Engine.allCases)
    func writesKeepSummaries(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            try await writesKeepSummaries(on: database)
        }
    }

    private func writesKeepSummaries(on database: TestDatabase) async throws {
        let fixture = try await TrainingFixture.open(database)
        let store = fixture.store
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let pullUp = try await fixture.exercise("Pull-Up", of: ana)
        let squat = try await fixture.exercise("Back Squat", of: ana)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try await store.saveBodyWeight(BodyWeightEntry(date: LocalDate("2026-10-01")!, weight: Weight(80, .kilograms)), userID: ana.id, now: now)

        // Finish: warm-ups, pounds, an undone set, a bodyweight exercise, the same exercise twice in a workout.
        let first = try await fixture.log([
            Line(exercise: bench, weight: "60", reps: "10", kind: "warmup"),
            Line(exercise: bench, weight: "100", reps: "5"),
            Line(exercise: squat, weight: "140", reps: "5"),
            Line(exercise: bench, weight: "225lb", reps: "3"),
            Line(exercise: pullUp, weight: nil, reps: "8"),
            Line(exercise: pullUp, weight: "10", reps: "5"),
            Line(exercise: bench, weight: "120", reps: "5", done: false),
        ], at: "2026-10-05T18:00:00Z", user: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        try await fixture.log([
            Line(exercise: bench, weight: "102.5", reps: "5"), Line(exercise: bench, weight: "102.5", reps: "6"),
            Line(exercise: bench, weight: "80", reps: "15", kind: "drop"), Line(exercise: pullUp, weight: nil, reps: "10"),
        ], at: "2026-11-04T07:00:00Z", user: ana)
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
        // Onto a day before every workout: the running bests of every later session move.
        try await fixture.liftLog.log(QuickLogInput(date: "2026-09-01", weight: "130", reps: "8"), exercise: bench.id, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)

        // A workout in progress has no summary until it is finished.
        var active = try await fixture.workouts.start(.empty(name: nil), for: ana)
        active = try await fixture.workouts.addExercise(squat.id, to: active.id, of: ana)
        let set = try #require(active.exercises.last?.sets.first)
        _ = try await fixture.workouts.updateSet(
            set.id, in: active.id, input: SetInput(weight: "150", reps: "3", kind: "normal", done: true), of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: nil).count == 1)

        // Delete: the summaries go with the workout.
        try await fixture.workouts.delete(first.id, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: nil).isEmpty)
        // Deleting the oldest, heaviest bench session lowers the running bests of every later one.
        let oldest = Int64(try await RawSQL.integer("SELECT id FROM workout WHERE user_id = \(ana.id) AND local_date = '2026-09-01'", on: store))
        try #require(oldest > 0)
        try await fixture.workouts.delete(oldest, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.runningBests(userID: ana.id, exerciseIDs: [bench.id], before: LocalDate("2026-12-01")!)[bench.id]?.heaviest == 105)

        // A kind change rewrites the exercise's summaries (bodyweight reps become reps only).
        let draft = ExerciseDraft(name: pullUp.name, category: pullUp.category, kind: .repsOnly, equipment: pullUp.equipment)
        _ = try await store.updateExercise(id: pullUp.id, userID: ana.id, draft: draft, now: now)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [pullUp.id], before: nil).allSatisfy { $0.kind == .repsOnly })

        // Finishing the workout in progress, reopening it within the hour, finishing it again.
        _ = try await fixture.workouts.finish(active.id, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: nil).count == 1)
        try await store.reopenWorkout(workoutID: active.id, userID: ana.id, now: fixture.clock.now.addingTimeInterval(60))
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ana.id, exerciseIDs: [squat.id], before: nil).isEmpty)
        _ = try await fixture.workouts.finish(active.id, of: ana)
        try await Self.expectReadModelsMatch(store, userID: ana.id)

        // A history import, for another user: the first user's rows do not move.
        let report = try await WorkoutImportService(store: store, now: { now }).run(StrongHistoryFile.strong, userID: ben.id)
        #expect(report.workoutsAdded == 3)
        try await Self.expectReadModelsMatch(store, userID: ben.id)
        try await Self.expectReadModelsMatch(store, userID: ana.id)
        #expect(try await store.exerciseSessions(userID: ben.id, exerciseIDs: [bench.id, pullUp.id, squat.id], before: nil).isEmpty)
    }

    @Test("An archive restore and the bulk insert of a generated year write the summaries of every workout", arguments: Engine.allCases)
    func restoreAndBulkInsert(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let (restored, ana) = try await RecentRecordsTests.generatedUser(on: database)
            try await Self.expectReadModelsMatch(restored, userID: ana.id)
            #expect(try await RawSQL.integer("SELECT count(*) FROM exercise_session", on: restored) > 100)

            // The bulk insert, for a second user of the same database.
            let fixture = TrainingFixture(store: restored)
            let lifter = try await fixture.userWithGeneratedYear()
            try await Self.expectReadModelsMatch(restored, userID: lifter.id)
        }
    }

    /// Every row of the read-model tables, in a fixed order, as text.
    static func readModelRows(_ store: any EngineStore) async throws -> [String] {
        var rows: [String] = []
        for (table, order) in [("exercise_session", "id"), ("exercise_rep_record", "session_id, weight_kg"),
                               ("exercise_session_reps", "session_id, weight_kg"), ("exercise_session_load", "session_id, position")] {
            rows += try await RawSQL.rows(of: table, orderedBy: order, on: store)
        }
        return rows
    }

    @Test("A summary or rep record that copies the wrong owner, start or day is refused, and so is moving a summarised workout",
          arguments: Engine.allCases)
    func copiesAreKeys(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let (store, ana) = try await RecentRecordsTests.generatedUser(on: database)
            let refusals = [
                "UPDATE exercise_session SET started_at = '1999-01-01 00:00:00.000' WHERE id = (SELECT min(id) FROM exercise_session)",
                "UPDATE exercise_session SET local_date = '1999-01-01' WHERE id = (SELECT min(id) FROM exercise_session)",
                "UPDATE exercise_session SET user_id = user_id + 1000 WHERE id = (SELECT min(id) FROM exercise_session)",
                "UPDATE exercise_rep_record SET started_at = '1999-01-01 00:00:00.000' WHERE session_id = (SELECT min(session_id) FROM "
                    + "exercise_rep_record)",
                "UPDATE exercise_rep_record SET workout_id = workout_id + 1 WHERE session_id = (SELECT min(session_id) FROM exercise_rep_record)",
                "UPDATE workout SET started_at = '1999-01-01 00:00:00.000' WHERE id = (SELECT min(workout_id) FROM exercise_session)",
            ]
            let before = try await Self.readModelRows(store)
            #expect(before.count > 500)
            for sql in refusals {
                await ExerciseRecencyTests.expectRefused(sql, on: store)
            }
            #expect(try await Self.readModelRows(store) == before)
            try await Self.expectReadModelsMatch(store, userID: ana.id)
        }
    }
}
