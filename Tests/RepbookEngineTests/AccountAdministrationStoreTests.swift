import Foundation
import RepbookCore
import Testing

@Suite("Disabling, deleting and reset links in the store")
struct AccountAdministrationStoreTests {
    @Test("Disabling a member ends their sessions and links and refuses their credentials; the owner cannot be", arguments: Engine.allCases)
    func disable(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let clock = TestClock()
            let services = EngineServices(store: try await database.open(), now: { clock.now })
            let owner = try await services.accounts.addUser(username: "owner", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            let session = try await services.sessions.signIn(username: "ben", password: "correct horse", address: "1")
            let token = try await services.tokens.issue(for: ben, label: "script")
            try await services.store.insertPasswordReset(userID: ben.id, digest: "link", createdAt: clock.now, expiresAt: clock.now + 3600)

            #expect(try await services.store.setUserDisabled(userID: owner.id, at: clock.now) == nil)
            let disabled = try #require(try await services.store.setUserDisabled(userID: ben.id, at: clock.now))
            #expect(disabled.disabledAt == clock.now && disabled.username == "ben")
            #expect(try await services.sessions.resolve(cookieToken: session.cookieToken) == nil)
            #expect(try await services.sessions.sessions(of: ben).isEmpty)
            await #expect(throws: DomainError.self) { try await services.tokens.authenticate(bearer: token.token) }
            #expect(try await services.store.passwordResetOwner(digest: "link", now: clock.now) == nil)

            let enabled = try #require(try await services.store.setUserDisabled(userID: ben.id, at: nil))
            #expect(enabled.disabledAt == nil)
            #expect(try await services.tokens.authenticate(bearer: token.token).id == ben.id)
            #expect(try await services.store.setUserDisabled(userID: ben.id + 100, at: clock.now) == nil)
        }
    }

    @Test("Deleting a member removes them with everything; the owner and unknown ids are refused", arguments: Engine.allCases)
    func delete(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            let owner = try await services.accounts.addUser(username: "owner", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            _ = try await services.sessions.signIn(username: "ben", password: "correct horse", address: "1")
            _ = try await services.tokens.issue(for: ben, label: "script")
            _ = try await services.exercises.create(for: ben, input: ExerciseInput(name: "Ben's Lift", category: "other", kind: "reps_only"))

            #expect(try await services.store.deleteUser(userID: owner.id) == false)
            #expect(try await services.store.deleteUser(userID: ben.id))
            #expect(try await services.store.deleteUser(userID: ben.id) == false)
            #expect(try await services.store.user(id: ben.id) == nil)
            #expect(try await services.store.apiTokens(userID: ben.id).isEmpty)
            #expect(try await services.store.exercises(userID: ben.id, query: ExerciseQuery(includeArchived: true)).isEmpty)
            #expect(try await services.store.allUsers().map(\.id) == [owner.id])
            #expect(try await services.store.exercises(userID: owner.id, query: ExerciseQuery()).count == StarterLibrary.exercises.count)
            // The name is free again.
            _ = try await services.accounts.addUser(username: "BEN", password: "correct horse")
        }
    }

    @Test("A reset link names its user until it expires, works once, replaces the hash and ends every session", arguments: Engine.allCases)
    func resetLink(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let clock = TestClock()
            let services = EngineServices(store: try await database.open(), now: { clock.now })
            _ = try await services.accounts.addUser(username: "owner", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            let session = try await services.sessions.signIn(username: "ben", password: "correct horse", address: "1")
            try await services.store.insertPasswordReset(userID: ben.id, digest: "first", createdAt: clock.now, expiresAt: clock.now + 3600)
            try await services.store.insertPasswordReset(userID: ben.id, digest: "second", createdAt: clock.now, expiresAt: clock.now + 3600)
            #expect(try await services.store.passwordResetOwner(digest: "first", now: clock.now) == nil)  // replaced
            #expect(try await services.store.passwordResetOwner(digest: "second", now: clock.now)?.id == ben.id)
            #expect(try await services.store.passwordResetOwner(digest: "second", now: clock.now + 3600) == nil)  // expired

            #expect(try await services.store.redeemPasswordReset(digest: "second", hash: "new hash", now: clock.now + 3600) == nil)
            #expect(try await services.store.redeemPasswordReset(digest: "second", hash: "new hash", now: clock.now)?.id == ben.id)
            #expect(try await services.store.redeemPasswordReset(digest: "second", hash: "newer hash", now: clock.now) == nil)
            #expect(try await services.store.credentials(username: "ben")?.passwordHash == "new hash")
            #expect(try await services.sessions.resolve(cookieToken: session.cookieToken) == nil)
        }
    }

    @Test("Two servers redeeming one link at once: exactly one succeeds", arguments: Engine.allCases)
    func redeemOnce(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let clock = TestClock()
            let services = EngineServices(store: try await database.open(), now: { clock.now })
            _ = try await services.accounts.addUser(username: "owner", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            try await services.store.insertPasswordReset(userID: ben.id, digest: "link", createdAt: clock.now, expiresAt: clock.now + 3600)
            let first = try await database.open()
            let second = try await database.open()
            let now = clock.now
            async let one = first.redeemPasswordReset(digest: "link", hash: "one", now: now)
            async let two = second.redeemPasswordReset(digest: "link", hash: "two", now: now)
            let answers = [try await one, try await two]
            #expect(answers.compactMap { $0 }.count == 1)
        }
    }
}
