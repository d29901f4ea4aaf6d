import Foundation
import RepbookCore
import Testing

@Suite("Seeding the starter library")
struct SeedingTests {
    @Test("A new user gets the whole library once; seeding again or restarting adds nothing", arguments: Engine.allCases)
    func idempotent(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let all = ExerciseQuery(includeArchived: true)
            #expect(try await services.exercises.list(for: user, query: all).count == StarterLibrary.exercises.count)

            let added = try await services.store.seedLibrary(
                userID: user.id, library: StarterLibrary.exercises, version: StarterLibrary.version, now: Date())
            #expect(added == 0)
            let reopened = EngineServices(store: try await database.open())
            _ = try await reopened.store.seedLibrary(userID: user.id, library: StarterLibrary.exercises, version: StarterLibrary.version, now: Date())
            #expect(try await reopened.exercises.list(for: user, query: all).count == StarterLibrary.exercises.count)
        }
    }

    @Test("A deleted seeded exercise does not come back; a new library version adds only what is new", arguments: Engine.allCases)
    func versions(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let squat = try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: "back squat")).first)
            #expect(try await services.exercises.delete(squat.id, of: user) == .deleted)
            _ = try await services.store.seedLibrary(userID: user.id, library: StarterLibrary.exercises, version: StarterLibrary.version, now: Date())
            #expect(try await services.exercises.list(for: user, query: ExerciseQuery(search: "back squat")).isEmpty)

            let extra = LibraryExercise("Landmine Press", .shoulders, .weightAndReps, .barbell)
            let added = try await services.store.seedLibrary(
                userID: user.id, library: StarterLibrary.exercises + [extra], version: StarterLibrary.version + 1, now: Date())
            #expect(added == 2)  // the new exercise, and the deleted one under the new version
            #expect(try await services.exercises.list(for: user, query: ExerciseQuery(search: "landmine")).count == 1)
        }
    }

    @Test("Two servers seeding one user at once add each exercise once", arguments: Engine.allCases)
    func concurrentSeeding(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let extra = (1...20).map { LibraryExercise("Extra Lift \($0)", .other, .repsOnly, .none) }
            let first = try await database.open()
            let second = try await database.open()
            async let one = first.seedLibrary(userID: user.id, library: extra, version: StarterLibrary.version + 1, now: Date())
            async let two = second.seedLibrary(userID: user.id, library: extra, version: StarterLibrary.version + 1, now: Date())
            #expect(try await one + two == extra.count)
            #expect(try await services.exercises.list(for: user, query: ExerciseQuery(search: "extra lift")).count == extra.count)
        }
    }
}
