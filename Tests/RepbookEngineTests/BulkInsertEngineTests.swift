import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// Finished workouts written in bulk (demo history, imports) on both engines.
@Suite("Bulk insert of finished workouts on both engines")
struct BulkInsertEngineTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    func drafts(bench: Exercise, pullUp: Exercise) -> [FinishedWorkoutDraft] {
        [
            FinishedWorkoutDraft(
                name: "Upper A", date: LocalDate("2026-11-20")!, startedAt: Self.start, endedAt: Self.start + 3600, source: .imported,
                notes: "Felt strong.",
                exercises: [
                    FinishedExerciseDraft(exerciseID: bench.id, sets: [
                        SetValues(weight: Weight(60, .kilograms), reps: 8, kind: .warmUp),
                        SetValues(weight: Weight(100, .kilograms), reps: 5, rpe: 8.5),
                        SetValues(weight: Weight(225, .pounds), reps: 4, kind: .failure, note: "grinder"),
                    ]),
                    FinishedExerciseDraft(exerciseID: pullUp.id, sets: [SetValues(reps: 12), SetValues(reps: 10)], supersetGroup: 0, notes: "wide"),
                ]),
            FinishedWorkoutDraft(
                name: "Upper B", date: LocalDate("2026-11-22")!, startedAt: Self.start + 2 * 86400, endedAt: Self.start + 2 * 86400 + 2700,
                exercises: [FinishedExerciseDraft(exerciseID: bench.id, sets: [SetValues(weight: Weight(102.5, .kilograms), reps: 3)])]),
        ]
    }

    @Test("Inserted workouts read back through the workout APIs with the same values, every set done", arguments: Engine.allCases)
    func roundTrip(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let pullUp = try await fixture.exercise("Pull-Up", of: ana)
            let drafts = drafts(bench: bench, pullUp: pullUp)

            let written = try await fixture.store.insertFinishedWorkouts(drafts, userID: ana.id, now: Self.start)
            #expect(written == 6)
            let history = try await fixture.history(of: ana)
            #expect(history.map(\.name) == ["Upper B", "Upper A"])
            for (workout, draft) in zip(history, drafts.reversed()) {
                #expect(workout.date == draft.date && workout.startedAt == draft.startedAt && workout.endedAt == draft.endedAt)
                #expect(workout.source == draft.source && workout.notes == draft.notes && !workout.isActive)
                #expect(workout.exercises.map(\.exerciseID) == draft.exercises.map(\.exerciseID))
                #expect(workout.exercises.map(\.position) == Array(0..<draft.exercises.count))
                #expect(workout.exercises.map(\.sets).map { $0.map(\.values) } == draft.exercises.map(\.sets))
                #expect(workout.allSets.filter { !$0.isDone }.isEmpty)
            }
            let upperA = history[1]
            #expect(upperA.exercises.map(\.exerciseName) == ["Bench Press", "Pull-Up"])
            #expect(upperA.exercises[1].supersetGroup == 0 && upperA.exercises[1].notes == "wide")
            #expect(upperA.exercises[0].sets[2].values.weight == Weight(225, .pounds))
            let ben = try await fixture.user("ben")
            #expect(try await fixture.history(of: ben).isEmpty)

            // The rest of the log sees them: the last performance of the bench is the later workout's.
            let last = try await fixture.store.lastPerformances(userID: ana.id, exerciseIDs: [bench.id], excluding: nil)
            #expect(last[bench.id] == [SetValues(weight: Weight(102.5, .kilograms), reps: 3)])
            #expect(try await fixture.store.insertFinishedWorkouts([], userID: ana.id, now: Self.start) == 0)
        }
    }

    @Test("An exercise outside the user's library writes nothing at all", arguments: Engine.allCases)
    func allOrNothing(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let pullUp = try await fixture.exercise("Pull-Up", of: ana)
            let bensSquat = try await fixture.exercise("Back Squat", of: ben)
            _ = try await fixture.store.insertFinishedWorkouts(Array(drafts(bench: bench, pullUp: pullUp).prefix(1)), userID: ana.id, now: Self.start)
            let before = try await fixture.history(of: ana)

            var foreign = drafts(bench: bench, pullUp: pullUp)
            foreign[1].exercises.append(FinishedExerciseDraft(exerciseID: bensSquat.id, sets: [SetValues(weight: Weight(100, .kilograms), reps: 5)]))
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(bensSquat.id)."))) {
                _ = try await fixture.store.insertFinishedWorkouts(foreign, userID: ana.id, now: Self.start)
            }
            var unknown = drafts(bench: bench, pullUp: pullUp)
            unknown[1].exercises[0].exerciseID = 999_999
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "999999"]))) {
                _ = try await fixture.store.insertFinishedWorkouts(unknown, userID: ana.id, now: Self.start)
            }
            // A value the schema refuses (here a workout ending before it starts) also writes nothing.
            var backwards = drafts(bench: bench, pullUp: pullUp)
            backwards[1].endedAt = backwards[1].startedAt - 1
            await #expect(throws: DomainError.self) {
                _ = try await fixture.store.insertFinishedWorkouts(backwards, userID: ana.id, now: Self.start)
            }
            #expect(try await fixture.history(of: ana) == before)
            #expect(try await fixture.history(of: ben).isEmpty)
        }
    }

    @Test("A generated year of demo history goes in quickly and reads back whole", arguments: Engine.allCases)
    func demoYear(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await HistoryFixture.open(database)
            let ana = try await fixture.user("ana")
            let library = try await fixture.exercises(of: ana)
            let drafts = DemoHistory(seed: 3, endDate: LocalDate("2026-11-20")!, years: 1, timeZone: TimeZone(identifier: "UTC")!)
                .workouts(library: library)
            let written = try await fixture.store.insertFinishedWorkouts(drafts, userID: ana.id, now: Self.start)
            #expect(written == drafts.reduce(0) { $0 + $1.setCount })
            let history = try await fixture.history(of: ana)
            #expect(history.count == drafts.count)
            #expect(history.last?.exercises.map { $0.sets.map(\.values) } == drafts.first?.exercises.map(\.sets))
            try await SessionSummaryCheck.expectMatchesRawSets(fixture.store, userID: ana.id)
        }
    }
}
