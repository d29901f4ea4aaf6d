import Foundation
import RepbookCore
import Testing

@Suite("Library queries")
struct LibraryQueryTests {
    @Test("Search is a case- and accent-insensitive substring of the name", arguments: Engine.allCases)
    func search(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let names = try await services.exercises.list(for: user, query: ExerciseQuery(search: "bénch")).map(\.name)
            #expect(names == ["Bench Press", "Close-Grip Bench Press", "Decline Bench Press", "Dumbbell Bench Press", "Incline Bench Press"])
        }
    }

    @Test("The forgiving search finds what lifters type", arguments: Engine.allCases)
    func forgiving(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            for typed in ["pull up", "pullup", "Pull-Ups"] {
                #expect(try await services.exercises.list(for: user, query: ExerciseQuery(search: typed)).map(\.name).contains("Pull-Up"), "\(typed)")
            }
            #expect(try await services.exercises.list(for: user, query: ExerciseQuery(search: "ohp")).map(\.name).contains("Overhead Press"))
        }
    }

    @Test("Favourites come first, archived ones are hidden unless asked, category filters", arguments: Engine.allCases)
    func orderAndFilters(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let legs = ExerciseQuery(category: .legs)
            let zercher = try await services.exercises.create(
                for: user, input: ExerciseInput(name: "Zercher Squat", category: "legs", kind: "weight_reps"))
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

    @Test("Both engines list the whole library in the same order, by name and by recency", arguments: [ExerciseQuery.Sort.name, .recent])
    func sameOrder(sort: ExerciseQuery.Sort) async throws {
        var orders: [[String]] = []
        for engine in Engine.allCases where engine == .sqlite || Engine.postgresURL != nil {
            try await TestDatabase.with(engine) { database in
                let services = EngineServices(store: try await database.open())
                let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
                for name in ["Zottman Carry", "Ab Hold", "ab hold variant", "Éccentric Plank", "Ecc Row", "zeta press"] {
                    _ = try await services.exercises.create(for: user, input: ExerciseInput(name: name, category: "other", kind: "reps_only"))
                }
                orders.append(try await services.exercises.list(for: user, query: ExerciseQuery(sort: sort, includeArchived: true)).map(\.name))
            }
        }
        #expect(orders.count == (Engine.postgresURL == nil ? 1 : 2))
        #expect(Set(orders.map { $0 }).count == 1)
    }
}
