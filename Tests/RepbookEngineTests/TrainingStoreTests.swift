import Foundation
import RepbookCore
import Testing

/// A split that moves on completion, through the Core services over both engines. The template and split store calls
/// themselves are tested in `TemplateSplitStoreTests`.
@Suite("Training in the store")
struct TrainingStoreTests {
    @Test("Rotation on completion moves on only when a split day is finished", arguments: Engine.allCases)
    func completionAdvance(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let push = try await fixture.templates.create(
                for: ana, input: TemplateInput(name: "Push", rows: [.init(exerciseID: bench.id, sets: "1", reps: "5")]))
            let pull = try await fixture.templates.create(
                for: ana, input: TemplateInput(name: "Pull", rows: [.init(exerciseID: bench.id, sets: "1", reps: "5")]))
            let split = try await fixture.splits.create(
                for: ana, input: SplitInput(name: "PP", schedule: "rotation", advance: "completion", days: [push.id, pull.id]))
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
}
