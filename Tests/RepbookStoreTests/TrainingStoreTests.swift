import Foundation
import RepbookCore
import RepbookStore
import Testing

/// Templates, splits and the live workout over a real SQLite database, through the Core services.
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

    @Test("Template names are unique per user ignoring case; exercises must be the user's own; edits replace the rows")
    func templates() async throws {
        let fixture = try Fixture()
        let ana = try await fixture.user("ana")
        let ben = try await fixture.user("ben")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let bensBench = try await fixture.exercise("Bench Press", of: ben)

        let push = try await fixture.templates.create(for: ana, input: TemplateInput(name: "Push Day", rows: [.init(exerciseID: bench.id, sets: "3", reps: "8-12")]))
        #expect(push.exercises.map(\.target.reps) == [RepRange(8, 12)])
        await #expect(throws: DomainError.conflict("A template named \"PUSH DAY\" already exists. Pick another name.")) {
            _ = try await fixture.templates.create(for: ana, input: TemplateInput(name: "PUSH DAY"))
        }
        // Ben may use the name; Ana may not use Ben's exercise.
        _ = try await fixture.templates.create(for: ben, input: TemplateInput(name: "Push Day"))
        await #expect(throws: DomainError.notFound("No exercise with id \(bensBench.id).")) {
            _ = try await fixture.templates.create(for: ana, input: TemplateInput(name: "Other", rows: [.init(exerciseID: bensBench.id)]))
        }
        #expect(try await fixture.templates.list(for: ana).map(\.name) == ["Push Day"], "a refused insert leaves nothing behind")

        let row = try await fixture.exercise("Barbell Row", of: ana)
        let edited = try await fixture.templates.update(push.id, of: ana, input: TemplateInput(name: "Push Day", rows: [
            .init(exerciseID: row.id, sets: "2", reps: "10", weight: "135lb", supersetGroup: "A"), .init(exerciseID: bench.id, supersetGroup: "A"),
        ]))
        #expect(edited.exercises.map(\.exerciseName) == ["Barbell Row", "Bench Press"])
        #expect(edited.exercises[0].target.weight == Weight(135, .pounds))
        #expect(edited.exercises.map(\.target.supersetGroup) == [0, 0])
        await #expect(throws: DomainError.notFound("No template with id \(push.id).")) {
            _ = try await fixture.templates.template(push.id, of: ben)
        }
    }

    @Test("One active split per user; a template on a split day cannot be deleted")
    func splits() async throws {
        let fixture = try Fixture()
        let ana = try await fixture.user("ana")
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let push = try await fixture.templates.create(for: ana, input: TemplateInput(name: "Push", rows: [.init(exerciseID: bench.id)]))
        let a = try await fixture.splits.create(for: ana, input: SplitInput(name: "A", schedule: "rotation", days: [push.id, nil]))
        let b = try await fixture.splits.create(for: ana, input: SplitInput(name: "B", schedule: "rotation", advance: "completion", days: [push.id, nil, push.id]))
        _ = try await fixture.splits.activate(a.id, of: ana, customName: nil, startDate: "2026-11-01")
        _ = try await fixture.splits.activate(b.id, of: ana, customName: "Block 2", startDate: nil)
        let all = try await fixture.splits.list(for: ana)
        #expect(all.filter { $0.activation != nil }.map(\.displayName) == ["Block 2"])

        await #expect(throws: DomainError.self) { try await fixture.templates.delete(push.id, of: ana) }
        #expect(try await fixture.templates.list(for: ana).count == 1)
        try await fixture.splits.delete(a.id, of: ana)
        try await fixture.splits.delete(b.id, of: ana)
        try await fixture.templates.delete(push.id, of: ana)
        #expect(try await fixture.templates.list(for: ana).isEmpty)
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
