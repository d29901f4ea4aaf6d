import Foundation
import RepbookCore
import RepbookStore
import Testing

/// The bulk insert behind weight imports, on a real SQLite file: days with an entry are left alone, a failure
/// leaves nothing behind, and each user's days are their own.
@Suite("Body weight import store")
struct BodyWeightImportStoreTests {
    func entry(_ date: String, _ kilograms: Double) -> BodyWeightEntry {
        BodyWeightEntry(date: LocalDate(date)!, weight: Weight(kilograms, .kilograms))
    }

    @Test("Inserting skips days that already have an entry, never replacing or duplicating, and answers the days added")
    func skipsExisting() async throws {
        let services = Services(store: try SQLiteStore.open(dataDirectory: try temporaryDirectory()))
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
        try await services.store.saveBodyWeight(entry("2024-03-02", 70), userID: ana.id, now: Date())
        let added = try await services.store.insertBodyWeights(
            [entry("2024-03-01", 80), entry("2024-03-02", 81), entry("2024-03-03", 82)], userID: ana.id, now: Date())
        #expect(added == [LocalDate("2024-03-01")!, LocalDate("2024-03-03")!])
        #expect(try await services.store.bodyWeights(userID: ana.id) == [entry("2024-03-01", 80), entry("2024-03-02", 70), entry("2024-03-03", 82)])
        let again = try await services.store.insertBodyWeights([entry("2024-03-01", 90)], userID: ana.id, now: Date())
        #expect(again.isEmpty)
        #expect(try await services.store.bodyWeights(userID: ana.id).count == 3)
    }

    @Test("All or nothing: one row the schema refuses (over 1000) leaves none of the others behind")
    func allOrNothing() async throws {
        let services = Services(store: try SQLiteStore.open(dataDirectory: try temporaryDirectory()))
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
        await #expect(throws: (any Error).self) {
            try await services.store.insertBodyWeights([entry("2024-03-01", 80), entry("2024-03-02", 2000), entry("2024-03-03", 82)], userID: ana.id, now: Date())
        }
        #expect(try await services.store.bodyWeights(userID: ana.id).isEmpty)
    }

    @Test("Another user's entry on the same day neither blocks the insert nor changes")
    func isolation() async throws {
        let services = Services(store: try SQLiteStore.open(dataDirectory: try temporaryDirectory()))
        let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
        try await services.store.saveBodyWeight(entry("2024-03-01", 60), userID: ana.id, now: Date())
        #expect(try await services.store.insertBodyWeights([entry("2024-03-01", 90)], userID: ben.id, now: Date()) == [LocalDate("2024-03-01")!])
        #expect(try await services.store.bodyWeights(userID: ana.id) == [entry("2024-03-01", 60)])
        #expect(try await services.store.bodyWeights(userID: ben.id) == [entry("2024-03-01", 90)])
    }
}
