import Foundation
import RepbookCore
import RepbookStore
import Testing

@Suite("Uniqueness")
struct UniquenessTests {
    @Test("User names are unique ignoring case")
    func usernames() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        let owner = try await services.accounts.addUser(username: "Ana", password: "correct horse")
        #expect(owner.isOwner)
        await #expect(throws: DomainError.conflict("The user name \"ANA\" is taken.")) {
            try await services.accounts.addUser(username: "ANA", password: "correct horse")
        }
        let second = try await services.accounts.addUser(username: "ben", password: "correct horse")
        #expect(!second.isOwner)
        #expect(try await services.store.userCount() == 2)
    }

    @Test("Exercise names clash ignoring case, accents and spacing, with a clear message", arguments: ["bench press", "BENCH  PRESS", "Bénch Press"])
    func exerciseNames(name: String) async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let before = try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true)).count
        await #expect(throws: DomainError.conflict("An exercise named \"\(ExerciseName.normalize(name))\" already exists.")) {
            try await services.exercises.create(for: user, input: ExerciseInput(name: name, category: "chest", kind: "weight_reps"))
        }
        #expect(try await services.exercises.list(for: user, query: ExerciseQuery(includeArchived: true)).count == before)
    }

    @Test("Renaming onto another exercise's name is a conflict and changes nothing")
    func renameClash() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let squat = try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: "front squat")).first)
        await #expect(throws: DomainError.self) {
            try await services.exercises.update(squat.id, of: user, input: ExerciseInput(name: "deadlift"))
        }
        #expect(try await services.exercises.exercise(squat.id, of: user).name == "Front Squat")
    }

    @Test("The one-time owner setup refuses once a user exists")
    func ownerSetupOnce() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        _ = try await services.accounts.setUpOwner(username: "ana", password: "correct horse")
        await #expect(throws: DomainError.self) { try await services.accounts.setUpOwner(username: "eve", password: "correct horse") }
        #expect(try await services.store.userCount() == 1)
    }
}
