import Foundation
import RepbookCore
import RepbookStore
import Testing

@Suite("Quick lift log in the store")
struct LiftLogStoreTests {
    @Test("Quick entries are real sets of a workout of that day and merge in history")
    func logAndMerge() async throws {
        let store = try SQLiteStore.inMemory()
        let services = Services(store: store)
        let liftLog = LiftLogService(store: store, now: { Date() })
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let bench = try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: "bench press")).first)
        try await liftLog.log(QuickLogInput(date: "2026-11-20", weight: "100", reps: "5", sets: "3"), exercise: bench.id, of: user)
        let days = try await liftLog.log(QuickLogInput(date: "2026-11-20", weight: "100", reps: "5", sets: "2"), exercise: bench.id, of: user)
        #expect(days.count == 1)
        #expect(days[0].entries == [LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 5)])
        #expect(try await store.loggedSets(userID: user.id, exerciseID: bench.id).count == 5)
    }

    @Test("An exercise with history is archived instead of deleted, and sorts as recently performed")
    func historyMatters() async throws {
        let store = try SQLiteStore.inMemory()
        let services = Services(store: store)
        let liftLog = LiftLogService(store: store, now: { Date() })
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let squat = try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: "front squat")).first)
        try await liftLog.log(QuickLogInput(weight: "80", reps: "5"), exercise: squat.id, of: user)

        let recent = try await services.exercises.list(for: user, query: ExerciseQuery(sort: .recent))
        #expect(recent.first?.id == squat.id)
        #expect(recent.first?.lastPerformedAt != nil)
        #expect(try await services.exercises.delete(squat.id, of: user) == .archived)
        #expect(try await services.exercises.exercise(squat.id, of: user).isArchived)
        #expect(try await liftLog.history(exercise: squat.id, of: user).count == 1)
    }

    @Test("One user cannot log to or read another's exercise; bad lines change nothing")
    func isolationAndValidation() async throws {
        let store = try SQLiteStore.inMemory()
        let services = Services(store: store)
        let liftLog = LiftLogService(store: store, now: { Date() })
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
        let deadlift = try #require(try await services.exercises.list(for: ana, query: ExerciseQuery(search: "deadlift")).first)
        await #expect(throws: DomainError.notFound("No exercise with id \(deadlift.id).")) {
            try await liftLog.log(QuickLogInput(weight: "100", reps: "5"), exercise: deadlift.id, of: ben)
        }
        await #expect(throws: DomainError.self) { try await liftLog.history(exercise: deadlift.id, of: ben) }
        await #expect(throws: DomainError.self) {
            try await liftLog.log(QuickLogInput(weight: "100", reps: "lots"), exercise: deadlift.id, of: ana)
        }
        #expect(try await store.loggedSets(userID: ana.id, exerciseID: deadlift.id).isEmpty)
    }
}
