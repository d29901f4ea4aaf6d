import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Deleting an exercise a template uses")
struct ExerciseInUseTests {
    @Test("is a conflict naming the templates in name order, and deletes nothing; once free it deletes", arguments: Engine.allCases)
    func templatesNamed(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let services = EngineServices(store: store, now: { Date(timeIntervalSince1970: 1_750_000_000) })
            let templates = TemplateService(store: store, now: { Date(timeIntervalSince1970: 1_750_000_000) })
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "UTC")
            let sled = try await services.exercises.create(
                for: ana, input: ExerciseInput(name: "Sled Push", category: "legs", kind: "weight_reps", equipment: "machine"))
            let row = TemplateInput.Row(exerciseID: sled.id, sets: "3", reps: "8-12")
            let push = try await templates.create(for: ana, input: TemplateInput(name: "Push Day", rows: [row]))
            let legs = try await templates.create(for: ana, input: TemplateInput(name: "Legs A", rows: [row]))

            let expected = DomainError.conflict(EnglishMessages.keyed(
                "Sled Push is used by the templates \"Legs A\", \"Push Day\"; remove it from them first, or archive the exercise."))
            await #expect(throws: expected) { _ = try await services.exercises.delete(sled.id, of: ana) }
            await #expect(throws: expected) { try await store.deleteExercise(id: sled.id, userID: ana.id) }
            #expect(try await services.exercises.exercise(sled.id, of: ana).isArchived == false)

            try await templates.delete(legs.id, of: ana)
            await #expect(throws: DomainError.conflict(EnglishMessages.keyed(
                "Sled Push is used by the template \"Push Day\"; remove it from it first, or archive the exercise."))) {
                _ = try await services.exercises.delete(sled.id, of: ana)
            }
            try await templates.delete(push.id, of: ana)
            #expect(try await services.exercises.delete(sled.id, of: ana) == .deleted)
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(sled.id)."))) {
                try await store.deleteExercise(id: sled.id, userID: ana.id)
            }
        }
    }
}
