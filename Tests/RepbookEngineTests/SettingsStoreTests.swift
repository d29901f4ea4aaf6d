import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookSecurity
import Testing

@Suite("Settings in the store")
struct SettingsStoreTests {
    @Test("Settings are stored whole and read back equal; a user without settings is not found", arguments: Engine.allCases)
    func roundTrip(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "Europe/Vienna")
            #expect(try await services.store.settings(userID: ana.id) == UserSettings.defaults(timeZoneIdentifier: "Europe/Vienna"))
            let changed = UserSettings(
                weightUnit: .pounds, appearance: .dark, timeZoneIdentifier: "America/New_York", defaultRestSeconds: 95,
                oneRepMaxFormula: .brzycki, weeklyTarget: 4, heightCentimetres: 181.5, goalWeight: Weight(180.5, .pounds),
                warmUpRestSeconds: 45, dropSetRestSeconds: 10, effortScale: .rir, language: "pt-BR")
            try await services.store.saveSettings(changed, userID: ana.id)
            #expect(try await services.store.settings(userID: ana.id) == changed)
            var cleared = changed
            cleared.goalWeight = nil
            cleared.heightCentimetres = nil
            try await services.store.saveSettings(cleared, userID: ana.id)
            #expect(try await services.store.settings(userID: ana.id) == cleared)
            // The caller query reads the same settings with the credential.
            let token = try await services.tokens.issue(for: ana, label: "t")
            #expect(
                try await services.store.apiTokenOwner(digest: SHA256TokenDigester().digest(token.token), now: Date())?.caller.settings == cleared)
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No settings for user \(ana.id + 100)."))) {
                try await services.store.settings(userID: ana.id + 100)
            }
        }
    }

    @Test("A value a CHECK refuses is the domain's invalid error naming the column, and writes nothing", arguments: Engine.allCases)
    func checkBecomesInvalid(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            func refusal(_ field: String) -> DomainError {
                .invalid(field: field, message: LocalizedText("error.store.not_accepted", ["field": .text(field)]))
            }
            await #expect(throws: refusal("label")) {
                _ = try await services.store.insertAPIToken(
                    userID: ana.id, label: String(repeating: "e\u{301}", count: 50), digest: "x", createdAt: Date(), expiresAt: nil)
            }
            #expect(try await services.store.apiTokens(userID: ana.id).isEmpty)
            var settings = try await services.store.settings(userID: ana.id)
            settings.defaultRestSeconds = 3601
            await #expect(throws: refusal("defaultRestSeconds")) { try await services.store.saveSettings(settings, userID: ana.id) }
            settings.defaultRestSeconds = 60
            settings.heightCentimetres = 20
            await #expect(throws: refusal("heightCm")) { try await services.store.saveSettings(settings, userID: ana.id) }
            #expect(try await services.store.settings(userID: ana.id).defaultRestSeconds == 120)
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            await #expect(throws: refusal("expiresAt")) {
                _ = try await services.store.insertSession(
                    WebSession(tokenDigest: "d", userID: ana.id, csrfToken: String(repeating: "c", count: 32), createdAt: now, expiresAt: now),
                    rememberingDevice: "device", now: now)
            }
            #expect(try await services.store.credentials(username: "ana", deviceDigest: "device")?.isKnownDevice == false)
            await #expect(throws: refusal("name")) {
                _ = try await services.store.insertExercise(
                    ExerciseDraft(name: " padded ", category: .other, kind: .repsOnly, equipment: .none), userID: ana.id, now: now)
            }
            // A goal unit without a goal weight (only raw SQL writes one) names the first column of the CHECK on both engines.
            await #expect(throws: refusal("goalWeight")) {
                try await RawSQL.execute("UPDATE user_settings SET goal_weight_unit = 'kg' WHERE user_id = \(ana.id)", on: services.store)
            }
            // The effort scale is rpe or rir on both engines (v25-effort-scale, pg8-effort-scale), whatever writes it.
            await #expect(throws: refusal("effortScale")) {
                try await RawSQL.execute("UPDATE user_settings SET effort_scale = 'borg' WHERE user_id = \(ana.id)", on: services.store)
            }
            #expect(try await services.store.settings(userID: ana.id).effortScale == .rpe, "a new account reads RPE")
            // The language is a short tag on both engines (v26-user-language, pg9-user-language); a new account follows the browser.
            await #expect(throws: refusal("language")) {
                try await RawSQL.execute("UPDATE user_settings SET language = '' WHERE user_id = \(ana.id)", on: services.store)
            }
            #expect(try await services.store.settings(userID: ana.id).language == "auto", "a new account reads auto")
        }
    }
}
