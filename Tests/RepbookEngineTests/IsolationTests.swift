import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Per-user isolation")
struct IsolationTests {
    @Test("One user can neither see nor change another's exercises", arguments: Engine.allCases)
    func exercises(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            let private_ = try await services.exercises.create(
                for: ana, input: ExerciseInput(name: "Ana's Secret Lift", category: "other", kind: "reps_only"))

            #expect(try await services.exercises.list(for: ben, query: ExerciseQuery(search: "secret", includeArchived: true)).isEmpty)
            let missing = DomainError.notFound(EnglishMessages.keyed("No exercise with id \(private_.id)."))
            await #expect(throws: missing) { try await services.exercises.exercise(private_.id, of: ben) }
            await #expect(throws: missing) { try await services.exercises.update(private_.id, of: ben, input: ExerciseInput(name: "Stolen")) }
            await #expect(throws: missing) { try await services.exercises.delete(private_.id, of: ben) }
            await #expect(throws: missing) { try await services.exercises.setFavorite(private_.id, of: ben, true) }
            await #expect(throws: missing) { try await services.exercises.setArchived(private_.id, of: ben, true) }
            #expect(try await services.exercises.exercise(private_.id, of: ana).name == "Ana's Secret Lift")
            // Both may own an exercise of the same name.
            _ = try await services.exercises.create(for: ben, input: ExerciseInput(name: "Ana's Secret Lift", category: "other", kind: "reps_only"))
        }
    }

    @Test("Tokens and sessions belong to their user", arguments: Engine.allCases)
    func credentials(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            let issued = try await services.tokens.issue(for: ana, label: "script")
            #expect(try await services.tokens.authenticate(bearer: issued.token).id == ana.id)
            await #expect(throws: DomainError.self) { try await services.tokens.revoke(id: issued.record.id, of: ben) }
            #expect(try await services.tokens.tokens(of: ben).isEmpty)
            #expect(try await services.tokens.tokens(of: ana).count == 1)
        }
    }
}
