import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Uniqueness")
struct UniquenessTests {
    @Test("User names are unique ignoring case", arguments: Engine.allCases)
    func usernames(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let owner = try await services.accounts.addUser(username: "Ana", password: "correct horse")
            #expect(owner.isOwner)
            await #expect(throws: DomainError.conflict(LocalizedText("error.user_name_taken", ["username": "ANA"]))) {
                try await services.accounts.addUser(username: "ANA", password: "correct horse")
            }
            let second = try await services.accounts.addUser(username: "ben", password: "correct horse")
            #expect(!second.isOwner)
            #expect(try await services.store.userCount() == 2)
            #expect(try await services.store.allUsers().map(\.username) == ["Ana", "ben"])
        }
    }

    @Test("Exercise names clash ignoring case, accents and spacing, with a clear message",
          arguments: Engine.allCases, ["bench press", "BENCH  PRESS", "Bénch Press"])
    func exerciseNames(engine: Engine, name: String) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let before = try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true)).count
            await #expect(throws: DomainError.conflict(
                EnglishMessages.keyed("An exercise named \"\(ExerciseName.normalize(name))\" already exists."))) {
                try await services.exercises.create(for: user, input: ExerciseInput(name: name, category: "chest", kind: "weight_reps"))
            }
            #expect(try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true)).count == before)
        }
    }

    @Test("Renaming onto another exercise's name is a conflict and changes nothing", arguments: Engine.allCases)
    func renameClash(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let squat = try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: "front squat")).first)
            await #expect(throws: DomainError.conflict(LocalizedText("error.exercise_named_already_exists", ["value": "Deadlift"]))) {
                try await services.exercises.update(squat.id, of: user, input: ExerciseInput(name: "Deadlift"))
            }
            #expect(try await services.exercises.exercise(squat.id, of: user).name == "Front Squat")
        }
    }

    @Test("The one-time owner setup refuses once a user exists", arguments: Engine.allCases)
    func ownerSetupOnce(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            _ = try await services.accounts.setUpOwner(username: "ana", password: "correct horse")
            await #expect(throws: DomainError.self) { try await services.accounts.setUpOwner(username: "eve", password: "correct horse") }
            #expect(try await services.store.userCount() == 1)
        }
    }
}
