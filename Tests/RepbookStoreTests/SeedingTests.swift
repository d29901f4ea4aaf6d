import Foundation
import RepbookCore
import RepbookStore
import Testing

@Suite("Seeding the starter library")
struct SeedingTests {
    @Test("A new user gets the whole library once; seeding again or restarting adds nothing")
    func idempotent() async throws {
        let directory = try temporaryDirectory()
        let services = Services(store: try SQLiteStore.open(dataDirectory: directory))
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let all = ExerciseQuery(includeArchived: true)
        #expect(try await services.exercises.list(for: user, query: all).count == StarterLibrary.exercises.count)

        let added = try await services.store.seedLibrary(userID: user.id, library: StarterLibrary.exercises, version: StarterLibrary.version, now: Date())
        #expect(added == 0)
        let reopened = Services(store: try SQLiteStore.open(dataDirectory: directory))
        _ = try await reopened.store.seedLibrary(userID: user.id, library: StarterLibrary.exercises, version: StarterLibrary.version, now: Date())
        #expect(try await reopened.exercises.list(for: user, query: all).count == StarterLibrary.exercises.count)
    }

    @Test("A deleted seeded exercise does not come back; a new library version adds only what is new")
    func versions() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
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
