import Foundation
import PostgresNIO
import RepbookCore
import RepbookTestFixtures
@testable import RepbookPostgres
import Testing

/// The PostgreSQL workout foundation the intents build on: finished workouts inserted in bulk read back whole, their
/// stored session summaries equal Core's fold of their sets, the running bests equal `RunningBests.after` folded over
/// them (also after a workout in the middle is deleted), and a member with history can be deleted.
@Suite("PostgreSQL workout foundation")
struct PostgresWorkoutFoundationTests {
    @Test("Finished workouts read back whole; summaries and running bests equal Core's fold, before and after a deletion")
    func foundation() async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try #require(try await database.open() as? PostgresStore)
            let services = EngineServices(store: store)
            _ = try await services.accounts.addUser(username: "owner", password: "correct horse")
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let squat = try await store.insertExercise(
                ExerciseDraft(name: "Squat test", category: .legs, kind: .weightAndReps, equipment: .barbell), userID: ana.id, now: now)
            let dip = try await store.insertExercise(
                ExerciseDraft(name: "Dip test", category: .chest, kind: .weightedBodyweight, equipment: .bodyweight), userID: ana.id, now: now)
            let drafts = (0..<6).map { index in
                let start = now + Double(index) * 86_400 * 2
                return FinishedWorkoutDraft(
                    name: "Day \(index)", date: LocalDate(dayNumber: 20_000 + index * 2), startedAt: start, endedAt: start + 3600,
                    exercises: [
                        FinishedExerciseDraft(exerciseID: squat.id, sets: [
                            SetValues(weight: Weight(60, .kilograms), reps: 8, kind: .warmUp),
                            SetValues(weight: Weight(100 + Double(index % 3) * 5, .kilograms), reps: 5 + index % 2, rpe: 8.5),
                            SetValues(weight: Weight(225, .pounds), reps: 3, note: "felt fast"),
                        ]),
                        FinishedExerciseDraft(exerciseID: dip.id, sets: [
                            SetValues(weight: Weight(Double(index) * 2.5, .kilograms), reps: 10 - index),
                        ], supersetGroup: 0, notes: "slow"),
                    ])
            }
            #expect(try await store.insertFinishedWorkouts(drafts, userID: ana.id, now: now) == 24)

            let ids = try await store.write { connection in
                try await connection.all("SELECT id FROM workout ORDER BY started_at", logger: store.logger) { try $0.decode(Int64.self) }
            }
            let workouts = try await ids.asyncMap { try #require(try await store.workout(id: $0, userID: ana.id)) }
            for (workout, draft) in zip(workouts, drafts) {
                #expect(workout.name == draft.name && workout.date == draft.date && workout.startedAt == draft.startedAt)
                #expect(workout.endedAt == draft.endedAt && workout.source == .imported)
                #expect(workout.exercises.map(\.exerciseID) == [squat.id, dip.id])
                #expect(workout.exercises.map { $0.sets.map(\.values) } == draft.exercises.map(\.sets))
                #expect(workout.exercises[1].supersetGroup == 0 && workout.exercises[1].notes == "slow")
                #expect(workout.allSets.allSatisfy { $0.isDone })
            }
            #expect(try await store.workout(id: ids[0], userID: ana.id + 1) == nil)

            try await expectStoredFold(store: store, workouts: workouts, exerciseIDs: [squat.id, dip.id])
            let deleted = try await store.engine.write { connection in
                try SessionWriting.deleteWorkout(ids[2], userID: ana.id, connection)
            }
            #expect(deleted)
            try await expectStoredFold(store: store, workouts: workouts.filter { $0.id != ids[2] }, exerciseIDs: [squat.id, dip.id])

            #expect(try await store.deleteUser(userID: ana.id))
            let left = try await store.write { connection in
                try await connection.first("SELECT count(*) FROM exercise_session", logger: store.logger) { try $0.decode(Int.self) }
            }
            #expect(left == 0)
        }
    }

    @Test("A second quick-log workout on a day is a conflict naming the day, and nothing is written")
    func quickLogDay() async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try #require(try await database.open() as? PostgresStore)
            let ana = try await EngineServices(store: store).accounts.addUser(username: "ana", password: "correct horse")
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let squat = try await store.insertExercise(
                ExerciseDraft(name: "Squat test", category: .legs, kind: .weightAndReps, equipment: .barbell), userID: ana.id, now: now)
            let day = LocalDate(dayNumber: 20_000)
            let draft = FinishedWorkoutDraft(
                name: "Quick log", date: day, startedAt: now, endedAt: now, source: .quickLog,
                exercises: [FinishedExerciseDraft(exerciseID: squat.id, sets: [SetValues(weight: Weight(100, .kilograms), reps: 5)])])
            _ = try await store.insertFinishedWorkouts([draft], userID: ana.id, now: now)
            await #expect(throws: DomainError.conflict(EnglishMessages.keyed("There is already a quick-log workout on \(day)."))) {
                _ = try await store.insertFinishedWorkouts([draft], userID: ana.id, now: now)
            }
            let count = try await store.write { connection in
                try await connection.first("SELECT count(*) FROM workout_set", logger: store.logger) { try $0.decode(Int.self) }
            }
            #expect(count == 1)
        }
    }

    @Test("Bulk inserts at once on two servers fold one user's running bests one at a time: they equal Core's fold")
    func concurrentInserts() async throws {
        try await TestDatabase.with(.postgres) { database in
            let first = try #require(try await database.open() as? PostgresStore)
            let second = try #require(try await database.open() as? PostgresStore)
            _ = try await EngineServices(store: first).accounts.addUser(username: "owner", password: "correct horse")
            let ana = try await EngineServices(store: first).accounts.addUser(username: "ana", password: "correct horse")
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let squat = try await first.insertExercise(
                ExerciseDraft(name: "Squat test", category: .legs, kind: .weightAndReps, equipment: .barbell), userID: ana.id, now: now)
            // Twelve batches whose days interleave, so each batch refolds sessions another batch wrote.
            let batches = (0..<12).map { batch in
                (0..<4).map { index in
                    let day = index * 12 + batch
                    let start = now + Double(day) * 86_400
                    return FinishedWorkoutDraft(
                        name: "Day \(day)", date: LocalDate(dayNumber: 20_000 + day), startedAt: start, endedAt: start + 3600,
                        exercises: [FinishedExerciseDraft(exerciseID: squat.id, sets: [
                            SetValues(weight: Weight(Double(80 + (day * 7) % 40), .kilograms), reps: 1 + (day * 5) % 12),
                        ])])
                }
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, batch) in batches.enumerated() {
                    let store = index.isMultiple(of: 2) ? first : second
                    group.addTask { _ = try await store.insertFinishedWorkouts(batch, userID: ana.id, now: now) }
                }
                try await group.waitForAll()
            }
            let ids = try await first.write { connection in
                try await connection.all("SELECT id FROM workout ORDER BY started_at", logger: first.logger) { try $0.decode(Int64.self) }
            }
            let workouts = try await ids.asyncMap { try #require(try await first.workout(id: $0, userID: ana.id)) }
            #expect(workouts.count == 48)
            try await expectStoredFold(store: first, workouts: workouts, exerciseIDs: [squat.id])
            let stored = try await first.write { connection in
                try await PostgresSessionReading.summaries(exerciseID: squat.id, from: nil, connection: connection, logger: first.logger)
            }
            let storedRecords = try await first.write { connection in
                try await connection.all(
                    "SELECT session_id, weight_kg, reps FROM exercise_rep_record ORDER BY session_id, weight_kg", logger: first.logger
                ) { try $0.decode((Int64, Double, Int).self) }
            }
            var bests: RunningBests?
            var expectedRecords: [(Int64, Double, Int)] = []
            for session in stored {
                let (next, records) = RunningBests.after(bests, session.summary)
                bests = next
                expectedRecords += records.sorted { $0.key < $1.key }.map { (session.id, $0.key, $0.value) }
            }
            #expect(
                storedRecords.map { "\($0.0) \($0.1) \($0.2)" }
                    == expectedRecords.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { "\($0.0) \($0.1) \($0.2)" })
        }
    }

    /// Checks the stored summaries and running bests of `exerciseIDs` against Core's rules over `workouts`' sets.
    private func expectStoredFold(store: PostgresStore, workouts: [Workout], exerciseIDs: [Int64]) async throws {
        let performed = workouts.flatMap { workout in
            workout.exercises.flatMap { entry in
                entry.sets.map {
                    PerformedSet(workoutID: workout.id, exerciseID: entry.exerciseID, date: workout.date, kind: entry.kind, values: $0.values)
                }
            }
        }
        let expected = ExerciseSessionSummary.sessions(of: performed)
        for exerciseID in exerciseIDs {
            let stored = try await store.write { connection in
                try await PostgresSessionReading.summaries(exerciseID: exerciseID, from: nil, connection: connection, logger: store.logger)
            }
            let mine = expected.filter { $0.exerciseID == exerciseID }
            #expect(stored.map(\.summary) == mine)
            var bests: RunningBests?
            for session in mine { bests = RunningBests.after(bests, session).bests }
            let last = try #require(stored.last)
            let far = PostgresFoldPosition(startedAt: last.startedAt + 1, workoutID: 0)
            let read = try await store.write { connection in
                try await PostgresSessionReading.bests(exerciseID: exerciseID, before: far, connection: connection, logger: store.logger)
            }
            #expect(read == bests)
        }
    }
}

extension Array {
    /// The elements mapped by an async `transform`, in order.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
