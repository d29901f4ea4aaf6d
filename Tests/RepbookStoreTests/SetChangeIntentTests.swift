import Foundation
import RepbookCore
import RepbookStore
import Testing

/// Logging a set is one intent: `addSet` and `changeSet` read the set and the workout's outline in their own
/// transaction, and what they answer (the set, the next set, the rest) equals what the whole stored workout says.
@Suite("Set change intents")
struct SetChangeIntentTests {
    /// A deterministic pseudo-random sequence, so a failure can be replayed.
    struct Lehmer: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test("Across random workouts with supersets, every answer equals the flow over the re-read workout", arguments: Array(1...12) as [UInt64])
    func answersMatchTheStoredWorkout(seed: UInt64) async throws {
        var random = Lehmer(state: seed)
        let fixture = try TrainingStoreTests.Fixture()
        let ana = try await fixture.user("ana")
        let settings = try await fixture.store.settings(userID: ana.id)
        let library = try await fixture.services.exercises.list(for: ana, query: ExerciseQuery()).filter { $0.kind == .weightAndReps }
        let workout = try await fixture.workouts.start(.empty(name: "Random"), for: ana)
        var current = workout
        for exercise in library.shuffled(using: &random).prefix(Int.random(in: 2...5, using: &random)) {
            current = try await fixture.workouts.addExercise(exercise.id, to: workout.id, of: ana)
        }
        for entry in current.exercises.dropLast() where Bool.random(using: &random) {
            current = try await fixture.workouts.setSuperset(entry.id, linkedWithNext: true, in: workout.id, of: ana)
        }
        for entry in current.exercises {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let added = try await fixture.store.addSet(
                    to: entry.id, in: .id(workout.id), input: SetInput(weight: "60", reps: "5"), settings: settings, userID: ana.id, now: fixture.clock.now)
                let stored = try await fixture.workouts.workout(workout.id, of: ana)
                #expect(stored.allSets.first { $0.id == added.set.id } == added.set)
            }
        }
        var open = try await fixture.workouts.workout(workout.id, of: ana).allSets.map(\.id).shuffled(using: &random)
        while let setID = open.popLast() {
            fixture.clock.advance(1)
            let change = try await fixture.store.changeSet(
                setID, in: Bool.random(using: &random) ? .active : .id(workout.id), input: SetInput(weight: "60", reps: "6", done: true),
                settings: settings, userID: ana.id, now: fixture.clock.now)
            let stored = try await fixture.workouts.workout(workout.id, of: ana)
            #expect(change.set == stored.allSets.first { $0.id == setID })
            #expect(change.step == WorkoutFlow.afterDone(setID: setID, in: stored, defaultRestSeconds: settings.defaultRestSeconds))
            #expect(change.rest == (change.step?.restSeconds == nil ? nil : stored.rest))
            let again = try await fixture.store.changeSet(
                setID, in: .id(workout.id), input: SetInput(weight: "62.5"), settings: settings, userID: ana.id, now: fixture.clock.now)
            #expect(again.step == nil && again.rest == nil, "a change to a set already done starts nothing")
        }
    }

    @Test("A change is refused whole: a bad field, another user's set, a finished or missing workout write nothing")
    func refusals() async throws {
        let fixture = try TrainingStoreTests.Fixture()
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let settings = try await fixture.store.settings(userID: ana.id)
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let workout = try await fixture.workouts.start(.empty(name: nil), for: ana)
        let entry = try #require(try await fixture.workouts.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
        let set = try await fixture.store.addSet(
            to: entry.id, in: .active, input: SetInput(weight: "100", reps: "5"), settings: settings, userID: ana.id, now: fixture.clock.now).set
        let before = try await fixture.workouts.workout(workout.id, of: ana)

        await #expect(throws: DomainError.invalid(field: "reps", message: "Reps must be a whole number from 0 to 1000.")) {
            _ = try await fixture.store.changeSet(set.id, in: .active, input: SetInput(weight: "90", reps: "x", done: true), settings: settings, userID: ana.id, now: fixture.clock.now)
        }
        await #expect(throws: DomainError.invalid(field: "weight", message: "Enter the weight before marking the set done.")) {
            _ = try await fixture.store.changeSet(set.id, in: .active, input: SetInput(weight: "", done: true), settings: settings, userID: ana.id, now: fixture.clock.now)
        }
        await #expect(throws: DomainError.conflict("No workout is in progress; finished workouts are read-only.")) {
            _ = try await fixture.store.changeSet(set.id, in: .active, input: SetInput(reps: "1"), settings: settings, userID: ben.id, now: fixture.clock.now)
        }
        await #expect(throws: DomainError.notFound("No workout with id \(workout.id).")) {
            _ = try await fixture.store.changeSet(set.id, in: .id(workout.id), input: SetInput(reps: "1"), settings: settings, userID: ben.id, now: fixture.clock.now)
        }
        await #expect(throws: DomainError.notFound("No exercise \(entry.id) in this workout.")) {
            let bens = try await fixture.workouts.start(.empty(name: nil), for: ben)
            _ = try await fixture.store.addSet(to: entry.id, in: .id(bens.id), input: SetInput(), settings: settings, userID: ben.id, now: fixture.clock.now)
        }
        #expect(try await fixture.workouts.workout(workout.id, of: ana) == before)

        _ = try await fixture.store.changeSet(set.id, in: .active, input: SetInput(done: true), settings: settings, userID: ana.id, now: fixture.clock.now)
        _ = try await fixture.workouts.finish(workout.id, of: ana)
        await #expect(throws: DomainError.conflict("This workout is finished; finished workouts are read-only.")) {
            _ = try await fixture.store.changeSet(set.id, in: .id(workout.id), input: SetInput(reps: "1"), settings: settings, userID: ana.id, now: fixture.clock.now)
        }
    }

    @Test("A workout stops taking sets at the limit, naming it, and keeps what it has")
    func setLimit() async throws {
        let fixture = try TrainingStoreTests.Fixture()
        let ana = try await fixture.user("ana")
        let settings = try await fixture.store.settings(userID: ana.id)
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let workout = try await fixture.workouts.start(.empty(name: nil), for: ana)
        let entry = try #require(try await fixture.workouts.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
        for _ in 1..<WorkoutLimits.maximumSets {
            _ = try await fixture.store.addSet(to: entry.id, in: .active, input: SetInput(), settings: settings, userID: ana.id, now: fixture.clock.now)
        }
        await #expect(throws: WorkoutLimits.tooManySets) {
            _ = try await fixture.store.addSet(to: entry.id, in: .active, input: SetInput(), settings: settings, userID: ana.id, now: fixture.clock.now)
        }
        let squat = try await fixture.exercise("Back Squat", of: ana)
        await #expect(throws: WorkoutLimits.tooManySets) { _ = try await fixture.workouts.addExercise(squat.id, to: workout.id, of: ana) }
        #expect(try await fixture.workouts.workout(workout.id, of: ana).allSets.count == WorkoutLimits.maximumSets)
    }

    @Test("A session or a token resolves to the user with their current settings in one read")
    func callerCarriesSettings() async throws {
        let fixture = try TrainingStoreTests.Fixture()
        let ana = try await fixture.user("ana")
        var settings = try await fixture.store.settings(userID: ana.id)
        settings.weightUnit = .pounds
        settings.defaultRestSeconds = 75
        try await fixture.store.saveSettings(settings, userID: ana.id)
        let issued = try await fixture.services.tokens.issue(for: ana, label: "phone")
        let byToken = try await fixture.services.tokens.caller(bearer: issued.token)
        #expect(byToken.user.id == ana.id && byToken.user.username == "ana" && byToken.settings == settings)
        let signedIn = try await fixture.services.sessions.signIn(username: "ana", password: "correct horse", address: "1")
        let bySession = try #require(try await fixture.services.sessions.caller(cookieToken: signedIn.cookieToken))
        #expect(bySession.caller == byToken)
        #expect(bySession.session.userID == ana.id)
    }
}

extension SetChangeIntentTests {
    @Test("A day's quick log stops at the workout limit too, and keeps what it has")
    func quickLogLimit() async throws {
        let fixture = try TrainingStoreTests.Fixture()
        let ana = try await fixture.user("ana")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let perLine = QuickLogInput.maximumSets
        for _ in 0..<(WorkoutLimits.maximumSets / perLine) {
            try await fixture.liftLog.log(QuickLogInput(date: "2026-10-01", weight: "60", reps: "5", sets: "\(perLine)"), exercise: bench.id, of: ana)
        }
        let logged = try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id).count
        await #expect(throws: WorkoutLimits.tooManySets) {
            try await fixture.liftLog.log(QuickLogInput(date: "2026-10-01", weight: "60", reps: "5", sets: "\(WorkoutLimits.maximumSets - logged + 1)"), exercise: bench.id, of: ana)
        }
        #expect(try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id).count == logged)
    }
}
