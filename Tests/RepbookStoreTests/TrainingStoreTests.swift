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
}
