import Foundation
import RepbookCore
import Testing

/// One engine's store with the Core services a lifter's actions go through (the live workout, the quick log, templates
/// and splits) and a clock the test moves by hand; `log` logs and finishes a workout as the app does.
struct TrainingFixture {
    let store: any EngineStore
    let clock: TestClock
    let services: EngineServices
    let templates: TemplateService
    let splits: SplitService
    let workouts: WorkoutService
    let liftLog: LiftLogService

    init(store: any EngineStore) {
        let clock = TestClock()
        self.store = store
        self.clock = clock
        services = EngineServices(store: store, now: { clock.now })
        templates = TemplateService(store: store, now: { clock.now })
        splits = SplitService(store: store, now: { clock.now })
        workouts = WorkoutService(store: store, now: { clock.now })
        liftLog = LiftLogService(store: store, now: { clock.now })
    }

    /// A fixture over a new store on `database`.
    static func open(_ database: TestDatabase) async throws -> TrainingFixture {
        TrainingFixture(store: try await database.open())
    }

    func user(_ name: String) async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse")
    }

    func exercise(_ name: String, of user: User) async throws -> Exercise {
        try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: name)).first { $0.name == name })
    }

    /// One set to log: exercise, weight as typed, reps, kind, and whether it is marked done.
    struct Line {
        let exercise: Exercise
        let weight: String?
        let reps: String
        var kind = "normal"
        var done = true
    }

    /// Logs and finishes a workout starting at `start` (UTC) that lasts `minutes`; answers the finished workout.
    @discardableResult
    func log(_ lines: [Line], at start: String, minutes: Double = 60, user: User) async throws -> Workout {
        clock.now = ISO8601DateFormatter().date(from: start)!
        var workout = try await workouts.start(.empty(name: nil), for: user)
        var entries: [Int64: Int64] = [:]
        for line in lines {
            if entries[line.exercise.id] == nil {
                workout = try await workouts.addExercise(line.exercise.id, to: workout.id, of: user)
                let entry = try #require(workout.exercises.last)
                entries[line.exercise.id] = entry.id
                // Drop the prefilled sets so only the lines below are logged.
                for set in entry.sets { try await workouts.deleteSet(set.id, in: workout.id, of: user) }
            }
            let added = try await workouts.addSet(to: entries[line.exercise.id]!, in: workout.id, of: user)
            _ = try await workouts.updateSet(
                added.set.id, in: workout.id, input: SetInput(weight: line.weight ?? "", reps: line.reps, kind: line.kind, done: line.done), of: user)
        }
        clock.advance(minutes * 60)
        return try await workouts.finish(workout.id, of: user).0
    }

    /// A new user "lifter" (time zone UTC) with a year of generated training ending 2026-11-20, written by the bulk insert.
    func userWithGeneratedYear() async throws -> User {
        let user = try await services.accounts.addUser(username: "lifter", password: "correct horse battery", timeZoneIdentifier: "UTC")
        let library = try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true))
        let history = DemoHistory(seed: 7, endDate: LocalDate("2026-11-20")!, years: 1, timeZone: TimeZone(identifier: "UTC")!)
        _ = try await store.insertFinishedWorkouts(history.workouts(library: library), userID: user.id, now: Date())
        return user
    }
}
