import Foundation
import RepbookCore
import Testing

/// Body weights in the store, one per user and day: saving replaces, deleting answers whether there was one, the bulk
/// insert behind weight imports leaves days with an entry alone, a failure leaves nothing behind, and each user's days
/// are their own.
@Suite("Body weight store and import")
struct BodyWeightStoreTests {
    func entry(_ date: String, _ kilograms: Double, fat: Double? = nil) -> BodyWeightEntry {
        BodyWeightEntry(date: LocalDate(date)!, weight: Weight(kilograms, .kilograms), bodyFatPercent: fat)
    }

    @Test("Saving a day answers whether it replaced one; a day reads back as saved, in both units; deleting answers whether there was one",
          arguments: Engine.allCases)
    func saveReplaceDelete(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let store = services.store
            #expect(try await store.saveBodyWeight(entry("2024-03-02", 70.25, fat: 18.5), userID: ana.id, now: Date()) == false)
            #expect(try await store.bodyWeight(on: LocalDate("2024-03-02")!, userID: ana.id) == entry("2024-03-02", 70.25, fat: 18.5))
            let pounds = BodyWeightEntry(date: LocalDate("2024-03-02")!, weight: Weight(155.5, .pounds))
            #expect(try await store.saveBodyWeight(pounds, userID: ana.id, now: Date()) == true)
            #expect(try await store.bodyWeight(on: LocalDate("2024-03-02")!, userID: ana.id) == pounds, "replaced whole, body fat cleared")
            #expect(try await store.saveBodyWeight(entry("2024-02-28", 71), userID: ana.id, now: Date()) == false)
            #expect(try await store.bodyWeights(userID: ana.id) == [entry("2024-02-28", 71), pounds], "oldest first")
            #expect(try await store.bodyWeight(on: LocalDate("2024-03-01")!, userID: ana.id) == nil)
            #expect(try await store.deleteBodyWeight(on: LocalDate("2024-03-02")!, userID: ana.id) == true)
            #expect(try await store.deleteBodyWeight(on: LocalDate("2024-03-02")!, userID: ana.id) == false)
            #expect(try await store.bodyWeights(userID: ana.id) == [entry("2024-02-28", 71)])
        }
    }

    @Test("A weight or body fat the schema refuses is the domain's invalid error naming it, and changes nothing", arguments: Engine.allCases)
    func refusals(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            func refusal(_ field: String) -> DomainError {
                .invalid(field: field, message: LocalizedText("error.store.not_accepted", ["field": .text(field)]))
            }
            try await services.store.saveBodyWeight(entry("2024-03-02", 70), userID: ana.id, now: Date())
            await #expect(throws: refusal("weight")) {
                try await services.store.saveBodyWeight(entry("2024-03-02", 1001), userID: ana.id, now: Date())
            }
            await #expect(throws: refusal("bodyFatPercent")) {
                try await services.store.saveBodyWeight(entry("2024-03-02", 70, fat: 100), userID: ana.id, now: Date())
            }
            #expect(try await services.store.bodyWeights(userID: ana.id) == [entry("2024-03-02", 70)])
        }
    }

    @Test("Inserting skips days that already have an entry, never replacing or duplicating, and answers the days added",
          arguments: Engine.allCases)
    func skipsExisting(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            try await services.store.saveBodyWeight(entry("2024-03-02", 70), userID: ana.id, now: Date())
            let added = try await services.store.insertBodyWeights(
                [entry("2024-03-01", 80, fat: 21), entry("2024-03-02", 81), entry("2024-03-03", 82), entry("2024-03-03", 83)],
                userID: ana.id, now: Date())
            #expect(added == [LocalDate("2024-03-01")!, LocalDate("2024-03-03")!])
            #expect(try await services.store.bodyWeights(userID: ana.id)
                == [entry("2024-03-01", 80, fat: 21), entry("2024-03-02", 70), entry("2024-03-03", 82)], "of one day twice, the first")
            let again = try await services.store.insertBodyWeights([entry("2024-03-01", 90)], userID: ana.id, now: Date())
            #expect(again.isEmpty)
            #expect(try await services.store.bodyWeights(userID: ana.id).count == 3)
            #expect(try await services.store.insertBodyWeights([], userID: ana.id, now: Date()).isEmpty)
        }
    }

    @Test("All or nothing: one row the schema refuses (over 1000) leaves none of the others behind", arguments: Engine.allCases)
    func allOrNothing(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            await #expect(throws: DomainError.self) {
                try await services.store.insertBodyWeights(
                    [entry("2024-03-01", 80), entry("2024-03-02", 2000), entry("2024-03-03", 82)], userID: ana.id, now: Date())
            }
            #expect(try await services.store.bodyWeights(userID: ana.id).isEmpty)
        }
    }

    @Test("Another user's entry on the same day neither blocks the insert nor changes; deleting a user deletes only theirs",
          arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            try await services.store.saveBodyWeight(entry("2024-03-01", 60), userID: ana.id, now: Date())
            #expect(try await services.store.insertBodyWeights([entry("2024-03-01", 90)], userID: ben.id, now: Date()) == [LocalDate("2024-03-01")!])
            #expect(try await services.store.bodyWeights(userID: ana.id) == [entry("2024-03-01", 60)])
            #expect(try await services.store.bodyWeights(userID: ben.id) == [entry("2024-03-01", 90)])
            #expect(try await services.store.deleteBodyWeight(on: LocalDate("2024-03-01")!, userID: ben.id))
            #expect(try await services.store.bodyWeights(userID: ana.id) == [entry("2024-03-01", 60)])
            try await RawSQL.execute(#"DELETE FROM "user" WHERE id = \#(ana.id)"#, on: services.store)
            #expect(try await RawSQL.integer("SELECT count(*) FROM body_weight WHERE user_id = \(ana.id)", on: services.store) == 0)
        }
    }

    @Test("Two imports of overlapping days at once each add only days nobody has: every day once, the answers disjoint",
          arguments: Engine.allCases)
    func concurrentImports(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = EngineServices(store: try await database.open())
            let second = EngineServices(store: try await database.open())
            let ana = try await first.accounts.addUser(username: "ana", password: "correct horse")
            let start = LocalDate("2024-01-01")!
            let days = (0..<200).map { start.adding(days: $0) }
            async let one = first.store.insertBodyWeights(
                days.map { BodyWeightEntry(date: $0, weight: Weight(80, .kilograms)) }, userID: ana.id, now: Date())
            async let other = second.store.insertBodyWeights(
                days.reversed().map { BodyWeightEntry(date: $0, weight: Weight(90, .kilograms)) }, userID: ana.id, now: Date())
            let (a, b) = (try await one, try await other)
            #expect(a.isDisjoint(with: b))
            #expect(a.union(b) == Set(days))
            #expect(try await first.store.bodyWeights(userID: ana.id).map(\.date) == days)
        }
    }
}
