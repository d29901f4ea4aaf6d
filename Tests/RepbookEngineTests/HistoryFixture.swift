import Foundation
import RepbookCore
import Testing

/// A user's training history on one engine's store, for the workout-history tests: users, their starter exercises, quick
/// logs and finished workouts written through the store's own methods.
struct HistoryFixture {
    let database: TestDatabase
    let services: EngineServices
    var store: any EngineStore { services.store }

    /// A fixture over a new store on `database`.
    static func open(_ database: TestDatabase) async throws -> HistoryFixture {
        HistoryFixture(database: database, services: EngineServices(store: try await database.open()))
    }

    func user(_ name: String, zone: String = "UTC") async throws -> User {
        try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: zone)
    }

    /// The user's exercise named `name` (starter library ones included, archived too).
    func exercise(_ name: String, of user: User) async throws -> Exercise {
        try #require(try await exercises(of: user).first { $0.name == name })
    }

    func exercises(of user: User) async throws -> [Exercise] {
        try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
    }

    /// Every finished workout of the user, newest first.
    func history(of user: User) async throws -> [Workout] {
        try await store.completedWorkouts(userID: user.id, limit: 10_000, before: nil)
    }

    /// Noon UTC of `date`, the start a quick log of a past day gets in a UTC user's zone.
    static func noon(_ date: String) -> Date {
        LocalDate(date)!.noon(in: TimeZone(identifier: "UTC")!)
    }

    /// Quick-logs `weight` kg x `reps` x `sets` of the exercise on `date`.
    func quickLog(_ exercise: Exercise, of user: User, on date: String, _ weight: Double?, _ reps: Int, sets: Int = 1) async throws {
        try await store.appendQuickLog(
            userID: user.id, exerciseID: exercise.id, date: LocalDate(date)!, startedAt: Self.noon(date),
            weight: weight.map { Weight($0, .kilograms) }, reps: reps, count: sets, now: Self.noon(date))
    }

    /// Writes one finished workout of `exercises` (each with its sets as `(kg, reps)`) started at 18:00 UTC on `date`;
    /// answers it as read back.
    @discardableResult
    func workout(
        _ name: String, on date: String, of user: User, _ exercises: [(Exercise, [(Double, Int)])]
    ) async throws -> Workout {
        let start = Self.noon(date) + 6 * 3600
        let draft = FinishedWorkoutDraft(
            name: name, date: LocalDate(date)!, startedAt: start, endedAt: start + 3600,
            exercises: exercises.map { exercise, sets in
                FinishedExerciseDraft(exerciseID: exercise.id, sets: sets.map { SetValues(weight: Weight($0.0, .kilograms), reps: $0.1) })
            })
        _ = try await store.insertFinishedWorkouts([draft], userID: user.id, now: start)
        return try #require(try await history(of: user).first { $0.startedAt == start && $0.name == name })
    }

    /// The number of the user's workouts on `date`.
    func workouts(on date: String, of user: User) async throws -> Int {
        try await RawSQL.integer("SELECT count(*) FROM workout WHERE user_id = \(user.id) AND local_date = '\(date)'", on: store)
    }

    /// The exercise's log by day in kilograms, as the lift log shows it.
    func days(_ exercise: Exercise, of user: User) async throws -> [LiftLog.Day] {
        LiftLog.days(from: try await store.loggedSets(userID: user.id, exerciseID: exercise.id), unit: .kilograms)
    }
}
