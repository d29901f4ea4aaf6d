import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The live workout in the store: one workout in progress, sets logged as one intent each whose answer (the set, the
/// next step, the rest) equals what the whole stored workout says, finished workouts read-only, refusals that write
/// nothing, the workout's limits, and each user's workouts their own.
@Suite("Live workout in the store")
struct LiveWorkoutStoreTests {
    /// A deterministic pseudo-random sequence, so a failure can be replayed.
    struct Lehmer: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test("One workout in progress; a finished one is read-only; finishing drops undone sets; records against earlier days",
          arguments: Engine.allCases)
    func liveWorkout(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let squat = try await fixture.exercise("Back Squat", of: ana)
            _ = try await fixture.logged(bench, weight: "100", reps: "5", count: 3, of: ana)
            fixture.clock.advance(24 * 3600)

            let workout = try await fixture.start(for: ana)
            await #expect(throws: DomainError.conflict(LocalizedText("error.workout_already_in_progress"))) { _ = try await fixture.start(for: ana) }
            #expect(try await fixture.store.activeWorkoutID(userID: ana.id) == workout.id)
            var current = try await fixture.addExercise(bench.id, to: workout.id, of: ana)
            current = try await fixture.addExercise(squat.id, to: workout.id, of: ana)
            let benchEntry = current.exercises[0]
            #expect(benchEntry.sets.first?.values.weight == Weight(100, .kilograms), "prefilled from the last time")
            let first = try #require(benchEntry.sets.first)
            fixture.clock.advance(0.123_456_7)
            let change = try await fixture.changeSet(first.id, in: .id(workout.id), input: SetInput(weight: "110", reps: "3", done: true), of: ana)
            let rest = try #require(change.rest, "done starts the rest timer")
            let reread = try await fixture.workout(workout.id, of: ana)
            #expect(reread.rest == rest, "the timer answered is the one stored, to the millisecond")
            #expect(change.set == reread.allSets.first { $0.id == first.id }, "the set answered is the one stored, without a second read")
            let defaultRest = try await fixture.settings(ana).defaultRestSeconds
            #expect(change.step == WorkoutFlow.afterDone(setID: first.id, in: reread, defaultRestSeconds: defaultRest),
                    "the step answered from the outline is the flow over the whole stored workout")
            #expect(try await fixture.store.activeWorkout(userID: ana.id) == reread)
            // A new set copies the previous one.
            let added = try await fixture.addSet(to: benchEntry.id, in: .id(workout.id), of: ana)
            #expect(added.set.values.weight == Weight(110, .kilograms) && added.set.values.reps == 3 && !added.set.isDone)
            await #expect(throws: DomainError.invalid(field: "reps", message: LocalizedText("error.set.enter_reps"))) {
                _ = try await fixture.changeSet(added.set.id, in: .id(workout.id), input: SetInput(reps: "", done: true), of: ana)
            }

            fixture.clock.advance(45 * 60)
            let done = try await fixture.finish(workout.id, of: ana)
            let (finished, summary) = (done.workout, done.summary)
            #expect(finished.exercises.map(\.exerciseName) == ["Bench Press"], "the squat had no done set and is dropped")
            #expect(finished.allSets.count == 1)
            #expect(summary.durationSeconds == 45 * 60)
            #expect(summary.volumeKilograms == 330)
            #expect(summary.records.map(\.kind) == [.heaviestWeight, .bestE1RM])
            #expect(try await fixture.store.activeWorkout(userID: ana.id) == nil)
            #expect(try await fixture.store.activeWorkoutID(userID: ana.id) == nil)

            let readOnly = DomainError.conflict(LocalizedText("error.workout_finished_finished_workouts_are_read"))
            await #expect(throws: readOnly) { _ = try await fixture.changeSet(first.id, in: .id(workout.id), input: SetInput(reps: "4"), of: ana) }
            await #expect(throws: readOnly) { _ = try await fixture.addExercise(squat.id, to: workout.id, of: ana) }
            await #expect(throws: readOnly) {
                _ = try await fixture.store.deleteWorkout(workoutID: workout.id, userID: ana.id, onlyActive: true, now: fixture.clock.now, once: nil)
            }
            #expect(try await fixture.store.workout(id: workout.id, userID: ana.id) == finished)
            #expect(try await fixture.store.deleteWorkout(workoutID: workout.id, userID: ana.id, onlyActive: false, now: fixture.clock.now, once: nil)
                .unkeyed() == workout.id)
            #expect(try await fixture.store.workout(id: workout.id, userID: ana.id) == nil)
        }
    }

    @Test("Another user can neither read nor change a workout", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.addExercise(bench.id, to: try await fixture.start(for: ana).id, of: ana)
            let set = try #require(workout.allSets.first)
            let missing = DomainError.notFound(EnglishMessages.keyed("No workout with id \(workout.id)."))
            #expect(try await fixture.store.workout(id: workout.id, userID: ben.id) == nil)
            await #expect(throws: missing) { _ = try await fixture.changeSet(set.id, in: .id(workout.id), input: SetInput(reps: "9"), of: ben) }
            await #expect(throws: missing) {
                _ = try await fixture.store.deleteWorkout(workoutID: workout.id, userID: ben.id, onlyActive: false, now: fixture.clock.now, once: nil)
            }
            await #expect(throws: missing) {
                _ = try await fixture.store.deleteSet(workoutID: workout.id, userID: ben.id, setID: set.id, now: fixture.clock.now, once: nil)
            }
            await #expect(throws: DomainError.self) { _ = try await fixture.addExercise(bench.id, to: workout.id, of: ben) }
            #expect(try await fixture.store.activeWorkout(userID: ben.id) == nil)
            #expect(try await fixture.store.activeWorkout(userID: ana.id)?.allSets.first?.values.reps == set.values.reps)
        }
    }

    @Test("A workout in progress is still there after the store is closed and opened again", arguments: Engine.allCases)
    func survivesReopening(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let squat = try await fixture.exercise("Back Squat", of: ana)
            let workout = try await fixture.addExercise(squat.id, to: try await fixture.start("Heavy", for: ana).id, of: ana)
            _ = try await fixture.changeSet(
                try #require(workout.allSets.first).id, in: .id(workout.id), input: SetInput(weight: "225lb", reps: "5", done: true), of: ana)
            let reopened = try await database.open()
            let active = try #require(try await reopened.activeWorkout(userID: ana.id))
            #expect(active.id == workout.id && active.name == "Heavy")
            #expect(active.allSets.first?.values.weight == Weight(225, .pounds))
            #expect(active.allSets.first?.isDone == true)
        }
    }

    @Test("Across random workouts with supersets, every answer equals the flow over the re-read workout",
          arguments: Engine.allCases, Array(1...6) as [UInt64])
    func answersMatchTheStoredWorkout(engine: Engine, seed: UInt64) async throws {
        try await TestDatabase.with(engine) { database in
            var random = Lehmer(state: seed)
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let settings = try await fixture.settings(ana)
            let library = try await fixture.services.exercises.list(for: ana, query: ExerciseQuery()).filter { $0.kind == .weightAndReps }
            let workout = try await fixture.start("Random", for: ana)
            var current = workout
            for exercise in library.shuffled(using: &random).prefix(Int.random(in: 2...5, using: &random)) {
                current = try await fixture.addExercise(exercise.id, to: workout.id, of: ana)
            }
            for entry in current.exercises.dropLast() where Bool.random(using: &random) {
                current = try await fixture.edit(entry.id, in: workout.id, WorkoutExerciseEdit(supersetWithNext: true), of: ana)
            }
            for entry in current.exercises {
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let added = try await fixture.addSet(to: entry.id, in: .id(workout.id), input: SetInput(weight: "60", reps: "5"), of: ana)
                    let stored = try await fixture.workout(workout.id, of: ana)
                    #expect(stored.allSets.first { $0.id == added.set.id } == added.set)
                }
            }
            var open = try await fixture.workout(workout.id, of: ana).allSets.map(\.id).shuffled(using: &random)
            while let setID = open.popLast() {
                fixture.clock.advance(1)
                let change = try await fixture.changeSet(
                    setID, in: Bool.random(using: &random) ? .active : .id(workout.id), input: SetInput(weight: "60", reps: "6", done: true), of: ana)
                let stored = try await fixture.workout(workout.id, of: ana)
                #expect(change.set == stored.allSets.first { $0.id == setID })
                #expect(change.step == WorkoutFlow.afterDone(setID: setID, in: stored, defaultRestSeconds: settings.defaultRestSeconds))
                #expect(change.rest == (change.step?.restSeconds == nil ? nil : stored.rest))
                let again = try await fixture.changeSet(setID, in: .id(workout.id), input: SetInput(weight: "62.5"), of: ana)
                #expect(again.step == nil && again.rest == nil, "a change to a set already done starts nothing")
            }
        }
    }

    @Test("A change is refused whole: a bad field, another user's set, a finished or missing workout write nothing", arguments: Engine.allCases)
    func refusals(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let ben = try await fixture.user("ben")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.start(for: ana)
            let entry = try #require(try await fixture.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
            let set = try await fixture.addSet(to: entry.id, input: SetInput(weight: "100", reps: "5"), of: ana).set
            let before = try await fixture.workout(workout.id, of: ana)

            await #expect(throws: DomainError.invalid(field: "reps", message: LocalizedText("error.reps_whole_number_from_0_1000"))) {
                _ = try await fixture.changeSet(set.id, input: SetInput(weight: "90", reps: "x", done: true), of: ana)
            }
            await #expect(throws: DomainError.invalid(field: "weight", message: LocalizedText("error.set.enter_weight"))) {
                _ = try await fixture.changeSet(set.id, input: SetInput(weight: "", done: true), of: ana)
            }
            await #expect(throws: DomainError.conflict(LocalizedText("error.no_workout_in_progress_finished_workouts"))) {
                _ = try await fixture.changeSet(set.id, input: SetInput(reps: "1"), of: ben)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No workout with id \(workout.id)."))) {
                _ = try await fixture.changeSet(set.id, in: .id(workout.id), input: SetInput(reps: "1"), of: ben)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise \(entry.id) in this workout."))) {
                let bens = try await fixture.start(for: ben)
                _ = try await fixture.addSet(to: entry.id, in: .id(bens.id), of: ben)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No set \(set.id) in this workout."))) {
                _ = try await fixture.store.deleteSet(
                    workoutID: try #require(try await fixture.store.activeWorkoutID(userID: ben.id)), userID: ben.id, setID: set.id,
                    now: fixture.clock.now, once: nil)
            }
            #expect(try await fixture.workout(workout.id, of: ana) == before)

            _ = try await fixture.changeSet(set.id, input: SetInput(done: true), of: ana)
            _ = try await fixture.finish(workout.id, of: ana)
            await #expect(throws: DomainError.conflict(LocalizedText("error.workout_finished_finished_workouts_are_read"))) {
                _ = try await fixture.changeSet(set.id, in: .id(workout.id), input: SetInput(reps: "1"), of: ana)
            }
        }
    }

    @Test("A workout stops taking sets at the limit, naming it, and keeps what it has", arguments: Engine.allCases)
    func setLimit(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let workout = try await fixture.start(for: ana)
            let entry = try #require(try await fixture.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
            for _ in 1..<WorkoutLimits.maximumSets { _ = try await fixture.addSet(to: entry.id, of: ana) }
            await #expect(throws: WorkoutLimits.tooManySets) { _ = try await fixture.addSet(to: entry.id, of: ana) }
            let squat = try await fixture.exercise("Back Squat", of: ana)
            await #expect(throws: WorkoutLimits.tooManySets) { _ = try await fixture.addExercise(squat.id, to: workout.id, of: ana) }
            #expect(try await fixture.workout(workout.id, of: ana).allSets.count == WorkoutLimits.maximumSets)
        }
    }
}
