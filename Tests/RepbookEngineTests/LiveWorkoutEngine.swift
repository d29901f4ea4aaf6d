import Foundation
import RepbookCore
import Testing

/// One engine's store, its services and a hand-moved clock, with the live workout's steps as the tests take them (the
/// store's intents called as `WorkoutService` calls them).
struct LiveWorkoutFixture {
    let store: any EngineStore
    let services: EngineServices
    let clock: TestClock

    init(store: any EngineStore, clock: TestClock = TestClock()) {
        self.store = store
        self.clock = clock
        services = EngineServices(store: store, now: { clock.now })
    }

    static func open(_ database: TestDatabase) async throws -> LiveWorkoutFixture {
        LiveWorkoutFixture(store: try await database.open())
    }

    func user(_ name: String) async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse")
    }

    func exercise(_ name: String, of user: User) async throws -> Exercise {
        try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: name)).first { $0.name == name })
    }

    func settings(_ user: User) async throws -> UserSettings {
        try await store.settings(userID: user.id)
    }

    /// Starts an empty workout now.
    func start(_ name: String = "Workout", for user: User, templateID: Int64? = nil) async throws -> Workout {
        try await store.startWorkout(
            WorkoutPlan(
                name: name, source: templateID == nil ? .empty : .template, date: LocalDate(clock.now, in: TimeZone(identifier: "UTC")!),
                startedAt: clock.now,
                        templateID: templateID),
            userID: user.id, now: clock.now, once: nil
        ).unkeyed()
    }

    func addExercise(_ exerciseID: Int64, to workoutID: Int64, of user: User) async throws -> Workout {
        try await store.addExercise(exerciseID, to: .id(workoutID), userID: user.id, now: clock.now, once: nil).unkeyed().workout
    }

    func addSet(to entryID: Int64, in workout: LiveWorkout = .active, input: SetInput = SetInput(), of user: User) async throws -> SetChange {
        try await store.addSet(to: entryID, in: workout, input: input, settings: try await settings(user), userID: user.id, now: clock.now, once: nil)
            .unkeyed()
    }

    func changeSet(_ setID: Int64, in workout: LiveWorkout = .active, input: SetInput, of user: User) async throws -> SetChange {
        try await store.changeSet(setID, in: workout, input: input, settings: try await settings(user), userID: user.id, now: clock.now, once: nil)
            .unkeyed()
    }

    func edit(_ entryID: Int64, in workoutID: Int64, _ edit: WorkoutExerciseEdit, of user: User) async throws -> Workout {
        try await store.editExercise(entryID, in: .id(workoutID), edit: edit, userID: user.id, now: clock.now, once: nil).unkeyed()
    }

    func finish(_ workoutID: Int64, of user: User) async throws -> FinishedWorkout {
        try await store.finishWorkout(.id(workoutID), userID: user.id, now: clock.now, once: nil).unkeyed()
    }

    /// The user's workout, or not found (`WorkoutService.workout`).
    func workout(_ id: Int64, of user: User) async throws -> Workout {
        guard let workout = try await store.workout(id: id, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": .text(String(id))]))
        }
        return workout
    }

    /// A finished workout of one exercise with done sets of `weight` × `reps`, `count` times, started now.
    func logged(_ exercise: Exercise, weight: String, reps: String, count: Int, of user: User) async throws -> FinishedWorkout {
        let workout = try await start("Earlier", for: user)
        let entry = try #require(try await addExercise(exercise.id, to: workout.id, of: user).exercises.first)
        let first = try #require(entry.sets.first)
        _ = try await changeSet(first.id, input: SetInput(weight: weight, reps: reps, done: true), of: user)
        for _ in 1..<count { _ = try await addSet(to: entry.id, input: SetInput(weight: weight, reps: reps, done: true), of: user) }
        clock.advance(3600)
        return try await finish(workout.id, of: user)
    }
}

/// A key and the answer its change renders (the change's value as text), as the server makes them.
func claim<Value: Sendable>(_ key: String, request: String = "POST /test") throws -> OnceClaim<Value> {
    OnceClaim(try IdempotentRequest(key: key, request: request)) { value in RecordedAnswer(status: 201, body: Array("\(value)".utf8)) }
}
