import Foundation
import RepbookCore
import RepbookStore
import Testing

/// The live workout and a split that moves on completion over a real SQLite database, through the Core services. The
/// template and split store tests run on both engines in `RepbookEngineTests/TemplateSplitStoreTests`.
@Suite("Training in the store")
struct TrainingStoreTests {
    /// A clock the test moves by hand.
    final class TestClock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_795_000_000)
        func advance(_ seconds: TimeInterval) { now += seconds }
    }

    struct Fixture {
        let store: SQLiteStore
        let clock: TestClock
        let services: Services
        let templates: TemplateService
        let splits: SplitService
        let workouts: WorkoutService
        let liftLog: LiftLogService

        init(store: SQLiteStore? = nil) throws {
            let store = try store ?? SQLiteStore.inMemory()
            let clock = TestClock()
            self.store = store
            self.clock = clock
            services = Services(store: store, now: { clock.now })
            templates = TemplateService(store: store, now: { clock.now })
            splits = SplitService(store: store, now: { clock.now })
            workouts = WorkoutService(store: store, now: { clock.now })
            liftLog = LiftLogService(store: store, now: { clock.now })
        }

        func user(_ name: String) async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse")
        }

        func exercise(_ name: String, of user: User) async throws -> Exercise {
            try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: name)).first { $0.name == name })
        }
    }

    @Test("Rotation on completion moves on only when a split day is finished")
    func completionAdvance() async throws {
        let fixture = try Fixture()
        let ana = try await fixture.user("ana")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let push = try await fixture.templates.create(for: ana, input: TemplateInput(name: "Push", rows: [.init(exerciseID: bench.id, sets: "1", reps: "5")]))
        let pull = try await fixture.templates.create(for: ana, input: TemplateInput(name: "Pull", rows: [.init(exerciseID: bench.id, sets: "1", reps: "5")]))
        let split = try await fixture.splits.create(for: ana, input: SplitInput(name: "PP", schedule: "rotation", advance: "completion", days: [push.id, pull.id]))
        _ = try await fixture.splits.activate(split.id, of: ana, customName: nil, startDate: nil)
        #expect(try await fixture.splits.plan(for: ana)?.dayIndex == 0)

        fixture.clock.advance(3 * 86_400)
        #expect(try await fixture.splits.plan(for: ana)?.dayIndex == 0, "days passing do not move a completion rotation")
        let workout = try await fixture.workouts.start(.splitDay(0), for: ana)
        let set = try #require(workout.allSets.first)
        _ = try await fixture.workouts.updateSet(set.id, in: workout.id, input: SetInput(weight: "100", done: true), of: ana)
        #expect(try await fixture.splits.plan(for: ana)?.dayIndex == 0, "an unfinished workout does not count")
        fixture.clock.advance(3600)
        _ = try await fixture.workouts.finish(workout.id, of: ana)
        #expect(try await fixture.splits.plan(for: ana)?.dayIndex == 1)
        #expect(try await fixture.splits.plan(for: ana)?.day.templateName == "Pull")
    }

    @Test("One workout in progress; a finished one is read-only; finishing drops undone sets; records against earlier days")
    func liveWorkout() async throws {
        let fixture = try Fixture()
        let ana = try await fixture.user("ana")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let squat = try await fixture.exercise("Back Squat", of: ana)
        try await fixture.liftLog.log(QuickLogInput(date: "2026-01-05", weight: "100", reps: "5", sets: "3"), exercise: bench.id, of: ana)

        let workout = try await fixture.workouts.start(.empty(name: nil), for: ana)
        await #expect(throws: DomainError.self) { _ = try await fixture.workouts.start(.empty(name: nil), for: ana) }
        var current = try await fixture.workouts.addExercise(bench.id, to: workout.id, of: ana)
        current = try await fixture.workouts.addExercise(squat.id, to: workout.id, of: ana)
        let benchEntry = current.exercises[0]
        #expect(benchEntry.sets.first?.values.weight == Weight(100, .kilograms), "prefilled from the last time")
        let first = try #require(benchEntry.sets.first)
        fixture.clock.advance(0.123_456_7)
        let change = try await fixture.workouts.updateSet(first.id, in: workout.id, input: SetInput(weight: "110", reps: "3", done: true), of: ana)
        let rest = try #require(change.rest, "done starts the rest timer")
        let reread = try await fixture.workouts.workout(workout.id, of: ana)
        #expect(reread.rest == rest, "the timer answered is the one stored, to the millisecond")
        #expect(change.set == reread.allSets.first { $0.id == first.id }, "the set answered is the one stored, without a second read")
        let defaultRest = try await fixture.store.settings(userID: ana.id).defaultRestSeconds
        #expect(change.step == WorkoutFlow.afterDone(setID: first.id, in: reread, defaultRestSeconds: defaultRest),
                "the step answered from the outline is the flow over the whole stored workout")
        // A new set copies the previous one.
        let added = try await fixture.workouts.addSet(to: benchEntry.id, in: workout.id, of: ana)
        #expect(added.set.values.weight == Weight(110, .kilograms) && added.set.values.reps == 3 && !added.set.isDone)
        await #expect(throws: DomainError.invalid(field: "reps", message: "Enter the reps before marking the set done.")) {
            _ = try await fixture.workouts.updateSet(added.set.id, in: workout.id, input: SetInput(reps: "", done: true), of: ana)
        }

        fixture.clock.advance(45 * 60)
        let (finished, summary) = try await fixture.workouts.finish(workout.id, of: ana)
        #expect(finished.exercises.map(\.exerciseName) == ["Bench Press"], "the squat had no done set and is dropped")
        #expect(finished.allSets.count == 1)
        #expect(summary.durationSeconds == 45 * 60)
        #expect(summary.volumeKilograms == 330)
        #expect(summary.records.map(\.kind) == [.heaviestWeight, .bestE1RM])

        let readOnly = DomainError.conflict("This workout is finished; finished workouts are read-only.")
        await #expect(throws: readOnly) { _ = try await fixture.workouts.updateSet(first.id, in: workout.id, input: SetInput(reps: "4"), of: ana) }
        await #expect(throws: readOnly) { _ = try await fixture.workouts.addExercise(squat.id, to: workout.id, of: ana) }
        await #expect(throws: readOnly) { try await fixture.workouts.discard(workout.id, of: ana) }
        #expect(try await fixture.workouts.history(for: ana).map(\.id).contains(workout.id))
        try await fixture.workouts.delete(workout.id, of: ana)
        #expect(try await fixture.workouts.history(for: ana).allSatisfy { $0.id != workout.id })
    }

    @Test("Another user can neither read nor change a workout")
    func isolation() async throws {
        let fixture = try Fixture()
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let workout = try await fixture.workouts.addExercise(bench.id, to: try await fixture.workouts.start(.empty(name: nil), for: ana).id, of: ana)
        let set = try #require(workout.allSets.first)
        let missing = DomainError.notFound("No workout with id \(workout.id).")
        await #expect(throws: missing) { _ = try await fixture.workouts.workout(workout.id, of: ben) }
        await #expect(throws: missing) { _ = try await fixture.workouts.updateSet(set.id, in: workout.id, input: SetInput(reps: "9"), of: ben) }
        await #expect(throws: missing) { try await fixture.workouts.delete(workout.id, of: ben) }
        await #expect(throws: DomainError.self) { _ = try await fixture.workouts.addExercise(bench.id, to: workout.id, of: ben) }
        #expect(try await fixture.workouts.active(for: ben) == nil)
        #expect(try await fixture.workouts.active(for: ana)?.allSets.first?.values.reps == set.values.reps)
    }

    @Test("A workout in progress is still there after the database file is closed and opened again")
    func survivesReopening() async throws {
        let directory = try temporaryDirectory()
        var workoutID: Int64 = 0
        var user: User?
        do {
            let fixture = try Fixture(store: try SQLiteStore.open(dataDirectory: directory))
            let ana = try await fixture.user("ana")
            user = ana
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let workout = try await fixture.workouts.addExercise(squat.id, to: try await fixture.workouts.start(.empty(name: "Heavy"), for: ana).id, of: ana)
            workoutID = workout.id
            _ = try await fixture.workouts.updateSet(try #require(workout.allSets.first).id, in: workout.id, input: SetInput(weight: "225lb", reps: "5", done: true), of: ana)
        }
        let reopened = try Fixture(store: try SQLiteStore.open(dataDirectory: directory))
        let ana = try #require(user)
        let active = try #require(try await reopened.workouts.active(for: ana))
        #expect(active.id == workoutID && active.name == "Heavy")
        #expect(active.allSets.first?.values.weight == Weight(225, .pounds))
        #expect(active.allSets.first?.isDone == true)
    }
}
