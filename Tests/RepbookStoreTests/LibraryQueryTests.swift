import Foundation
import RepbookCore
import RepbookStore
import Testing

@Suite("Library queries")
struct LibraryQueryTests {
    @Test("Search is a case- and accent-insensitive substring of the name")
    func search() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let names = try await services.exercises.list(for: user, query: ExerciseQuery(search: "bénch")).map(\.name)
        #expect(names == ["Bench Press", "Close-Grip Bench Press", "Decline Bench Press", "Dumbbell Bench Press", "Incline Bench Press"])
    }

    @Test("Favourites come first, archived ones are hidden unless asked, category filters")
    func orderAndFilters() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let legs = ExerciseQuery(category: .legs)
        let zercher = try await services.exercises.create(for: user, input: ExerciseInput(name: "Zercher Squat", category: "legs", kind: "weight_reps"))
        _ = try await services.exercises.setFavorite(zercher.id, of: user, true)
        var list = try await services.exercises.list(for: user, query: legs)
        #expect(list.first?.name == "Zercher Squat")
        #expect(list.allSatisfy { $0.category == .legs })
        #expect(list.dropFirst().map(\.name) == list.dropFirst().map(\.name).sorted { ExerciseName.key($0) < ExerciseName.key($1) })

        _ = try await services.exercises.setArchived(zercher.id, of: user, true)
        list = try await services.exercises.list(for: user, query: legs)
        #expect(!list.contains { $0.id == zercher.id })
        var withArchived = legs
        withArchived.includeArchived = true
        #expect(try await services.exercises.list(for: user, query: withArchived).contains { $0.id == zercher.id && $0.isArchived })
        _ = try await services.exercises.setArchived(zercher.id, of: user, false)
        #expect(try await services.exercises.list(for: user, query: legs).contains { $0.id == zercher.id })
    }
}
