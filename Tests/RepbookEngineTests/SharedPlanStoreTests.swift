import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The one-transaction insert behind plan imports, on both engines.
@Suite("Shared plans in the store")
struct SharedPlanStoreTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)

    private func target(_ position: Int64, sets: Int = 3) throws -> ExerciseTarget {
        ExerciseTarget(exerciseID: position, sets: sets, reps: try #require(RepRange(5, 5)))
    }

    @Test("A batch creates its exercises, templates and an inactive split, positions resolved to the new ids", arguments: Engine.allCases)
    func insertsEverything(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in try await insertsEverything(EngineServices(store: try await database.open())) }
    }

    private func insertsEverything(_ services: EngineServices) async throws {
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let bench = try #require(
            try await services.exercises.list(for: ana, query: ExerciseQuery(search: "Bench Press")).first { $0.name == "Bench Press" })
        let batch = PlanImportBatch(
            exercises: [
                .existing(bench.id), .create(ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell)),
            ],
            templates: [
                TemplateDraft(name: "Push", notes: "", exercises: [try target(0)]),
                TemplateDraft(name: "Legs", notes: "Belt", exercises: [try target(1, sets: 5), try target(0, sets: 2)]),
            ],
            split: SplitDraft(name: "Rotation", schedule: .rotation, advance: .completion, days: [1, nil, 0]))

        let report = try await services.store.insertPlan(batch, userID: ana.id, now: now)
        #expect(report.createdExercises.map(\.name) == ["Zercher Squat"])
        #expect(report.matchedExerciseCount == 1)
        #expect(report.templates.map(\.name) == ["Push", "Legs"])
        #expect(report.templates[1].exercises.map(\.exerciseName) == ["Zercher Squat", "Bench Press"])
        #expect(report.templates[1].exercises.map(\.target.sets) == [5, 2])
        #expect(try await services.store.templates(userID: ana.id) == [report.templates[1], report.templates[0]], "as stored, by name")
        #expect(try await services.store.exercise(id: report.createdExercises[0].id, userID: ana.id) == report.createdExercises[0])
        let split = try #require(report.split)
        #expect(split.days.map(\.templateName) == ["Legs", nil, "Push"])
        #expect(split.activation == nil)
        #expect(try await services.store.split(id: split.id, userID: ana.id) == split)
    }

    @Test("A failure part way writes nothing: no exercise, template or split of the batch remains", arguments: Engine.allCases)
    func allOrNothing(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in try await allOrNothing(EngineServices(store: try await database.open())) }
    }

    private func allOrNothing(_ services: EngineServices) async throws {
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
        let bensBench = try #require(try await services.exercises.list(for: ben, query: ExerciseQuery(search: "Bench Press")).first)
        let before = try await services.store.exercises(userID: ana.id, query: ExerciseQuery(includeArchived: true)).count
        let zercher = PlanImportBatch.ExerciseSource.create(
            ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell))

        // The second template names an exercise the batch does not have; the first template is written by then.
        let dangling = PlanImportBatch(
            exercises: [zercher],
            templates: [
                TemplateDraft(name: "Legs", notes: "", exercises: [try target(0)]),
                TemplateDraft(name: "Push", notes: "", exercises: [try target(4)]),
            ],
            split: nil)
        await #expect(throws: DomainError.self) { try await services.store.insertPlan(dangling, userID: ana.id, now: now) }
        // Another user's exercise is not found, after the new exercise was inserted.
        let foreign = PlanImportBatch(
            exercises: [zercher, .existing(bensBench.id)], templates: [TemplateDraft(name: "Legs", notes: "", exercises: [try target(0)])], split: nil
        )
        await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(bensBench.id)."))) {
            try await services.store.insertPlan(foreign, userID: ana.id, now: now)
        }
        // The split's name is taken, after exercises and templates were inserted.
        let template = try await services.store.insertTemplate(TemplateDraft(name: "Mine", notes: "", exercises: []), userID: ana.id, now: now)
        _ = try await services.store.insertSplit(
            SplitDraft(name: "Week", schedule: .rotation, advance: .calendar, days: [template.id]), userID: ana.id, now: now)
        let clash = PlanImportBatch(
            exercises: [zercher], templates: [TemplateDraft(name: "Legs", notes: "", exercises: [try target(0)])],
            split: SplitDraft(name: "week", schedule: .rotation, advance: .calendar, days: [0]))
        await #expect(throws: DomainError.conflict(LocalizedText("error.split_named_already_exists_preview_plan", ["draft": "week"]))) {
            try await services.store.insertPlan(clash, userID: ana.id, now: now)
        }

        #expect(try await services.store.exercises(userID: ana.id, query: ExerciseQuery(includeArchived: true)).count == before)
        #expect(try await services.store.templates(userID: ana.id).map(\.name) == ["Mine"])
        #expect(try await services.store.splits(userID: ana.id).map(\.name) == ["Week"])
    }
}
