import Foundation
import RepbookCore
import Testing

@Suite("Coaching settings in the store: the standard ones until saved, replaced whole, per user")
struct CoachingStoreTests {
    @Test("A user reads the standard settings until they save their own; saving again replaces them; others keep theirs; the row goes with the user",
          arguments: Engine.allCases)
    func saveAndReplace(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let store = services.store
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            #expect(try await store.coachingSettings(userID: ana.id) == .standard)

            let home = try CoachingSettingsInput(barKg: "15", platesKg: "20, 10, 5, 2.5, 1.25, 0.5", barLb: "35", platesLb: "45 25 10 5 2.5",
                                                 warmUpSteps: "50x5, 70x3, 85x1").settings()
            try await store.saveCoachingSettings(home, userID: ana.id)
            #expect(try await store.coachingSettings(userID: ana.id) == home)
            #expect(try await store.coachingSettings(userID: ben.id) == .standard)

            let gym = try CoachingSettingsInput(barKg: "20", platesKg: "25", barLb: "45", platesLb: "45", warmUpSteps: "40x5").settings()
            try await store.saveCoachingSettings(gym, userID: ana.id)
            #expect(try await store.coachingSettings(userID: ana.id) == gym)
            try await store.saveCoachingSettings(home, userID: ben.id)
            #expect(try await store.coachingSettings(userID: ana.id) == gym)
            #expect(try await RawSQL.integer("SELECT count(*) FROM coaching_settings", on: store) == 2)

            try await RawSQL.execute(#"DELETE FROM "user" WHERE id = \#(ana.id)"#, on: store)
            #expect(try await RawSQL.integer("SELECT count(*) FROM coaching_settings WHERE user_id = \(ana.id)", on: store) == 0)
            #expect(try await store.coachingSettings(userID: ben.id) == home)
        }
    }
}
