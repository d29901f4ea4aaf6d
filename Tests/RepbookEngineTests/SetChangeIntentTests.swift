import Foundation
import RepbookCore
import Testing

/// A caller carries its settings, and the quick log stops at the workout limit, over both engines. The set intents
/// themselves are tested in `LiveWorkoutStoreTests`.
@Suite("Set change intents")
struct SetChangeIntentTests {
    /// A deterministic pseudo-random sequence, so a failure can be replayed.
    struct Lehmer: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test("A session or a token resolves to the user with their current settings in one read", arguments: Engine.allCases)
    func callerCarriesSettings(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            var settings = try await fixture.store.settings(userID: ana.id)
            settings.weightUnit = .pounds
            settings.defaultRestSeconds = 75
            try await fixture.store.saveSettings(settings, userID: ana.id)
            let issued = try await fixture.services.tokens.issue(for: ana, label: "phone")
            let byToken = try await fixture.services.tokens.caller(bearer: issued.token)
            #expect(byToken.user.id == ana.id && byToken.user.username == "ana" && byToken.settings == settings)
            let signedIn = try await fixture.services.sessions.signIn(username: "ana", password: "correct horse", address: "1")
            let bySession = try #require(try await fixture.services.sessions.caller(cookieToken: signedIn.cookieToken))
            #expect(bySession.caller == byToken)
            #expect(bySession.session.userID == ana.id)
        }
    }

    @Test("A day's quick log stops at the workout limit too, and keeps what it has", arguments: Engine.allCases)
    func quickLogLimit(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let ana = try await fixture.user("ana")
            let bench = try await fixture.exercise("Bench Press", of: ana)
            let perLine = QuickLogInput.maximumSets
            for _ in 0..<(WorkoutLimits.maximumSets / perLine) {
                try await fixture.liftLog.log(
                    QuickLogInput(date: "2026-10-01", weight: "60", reps: "5", sets: "\(perLine)"), exercise: bench.id, of: ana)
            }
            let logged = try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id).count
            await #expect(throws: WorkoutLimits.tooManySets) {
                try await fixture.liftLog.log(
                    QuickLogInput(date: "2026-10-01", weight: "60", reps: "5", sets: "\(WorkoutLimits.maximumSets - logged + 1)"), exercise: bench.id,
                    of: ana)
            }
            #expect(try await fixture.store.loggedSets(userID: ana.id, exerciseID: bench.id).count == logged)
        }
    }
}
