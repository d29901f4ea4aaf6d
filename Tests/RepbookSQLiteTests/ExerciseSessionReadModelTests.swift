import Foundation
import GRDB
import RepbookCore
@testable import RepbookSQLite
import RepbookStorage
import Testing

/// The `exercise_session` read model's migrations (`v10-exercise-sessions`, `v12-running-bests`): after the backfill of a
/// database built at v8, the stored summaries equal a fold of the raw done sets, read independently of the store's own
/// queries, and the workouts' volumes equal the sums of their sets. That every kind of write keeps them so is tested on
/// both engines in `RepbookEngineTests/ExerciseSessionReadModelTests`.
@Suite("Session summaries equal a fold of the raw sets")
struct ExerciseSessionReadModelTests {
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
        _ store: SQLiteStore, userID: Int64, sets: [PerformedSet], sourceLocation: SourceLocation
    ) async throws {
        let stored = try await store.writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, started_at, workout_id, through_heaviest_kg, through_epley_kg, through_brzycki_kg, through_set_volume_kg,
                           through_session_volume_kg, exercise_id
                    FROM exercise_session WHERE user_id = ? ORDER BY exercise_id, started_at, workout_id
                    """,
                arguments: [userID]
            ).map { row in
                (exerciseID: row["exercise_id"] as Int64, workoutID: row["workout_id"] as Int64,
                 bests: try StoredSessions.bests(through: GRDBRow(row: row), exerciseID: row["exercise_id"], GRDBConnection(db: db)))
            }
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
                    sql:
                        "INSERT INTO user_settings (user_id, weight_unit, appearance, time_zone, default_rest_seconds) VALUES (?, 'kg', 'system', "
                            + "'UTC', 90)",
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
                _ = try FinishedWorkoutRows.insert(history.workouts(library: library), userID: userID, createdAt: Date(), GRDBConnection(db: db))
            }
        }
        try old.close()

        let store = try SQLiteStore.open(path: path)
        let applied = try await store.appliedMigrations()
        // Later migrations may follow; these two are applied, in this order.
        #expect(applied.firstIndex(of: "v10-exercise-sessions").map { applied[($0 + 1)...].first } == "v11-drop-history-revision")
        #expect(applied.contains("v12-running-bests"))
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
