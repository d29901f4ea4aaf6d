import Foundation
import RepbookCore
import RepbookStore
import Testing

/// A real SQLite store with the Core services over it, for the SQLite-only suites. The training tests themselves run on
/// both engines in `RepbookEngineTests` (`TrainingStoreTests`, `TemplateSplitStoreTests`, `LiveWorkoutStoreTests`).
enum TrainingStoreTests {
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
}
