import Foundation
import RepbookCore
import RepbookStore
import Testing

@Suite("Sessions and sign-in")
struct SessionStoreTests {
    @Test("A session survives reopening the database and ends on sign-out")
    func survivesRestart() async throws {
        let directory = try temporaryDirectory()
        let first = Services(store: try SQLiteStore.open(dataDirectory: directory))
        _ = try await first.accounts.addUser(username: "ana", password: "correct horse")
        let signedIn = try await first.sessions.signIn(username: "ANA", password: "correct horse", address: "127.0.0.1")

        let second = Services(store: try SQLiteStore.open(dataDirectory: directory))
        let resolved = try #require(try await second.sessions.resolve(cookieToken: signedIn.cookieToken))
        #expect(resolved.0.username == "ana")
        #expect(resolved.1.csrfToken == signedIn.session.csrfToken)
        try await second.sessions.signOut(cookieToken: signedIn.cookieToken)
        #expect(try await second.sessions.resolve(cookieToken: signedIn.cookieToken) == nil)
    }

    @Test("An expired session is not accepted and is cleaned up, in memory and through a file's credentials connection",
          arguments: [false, true])
    func expiry(onFile: Bool) async throws {
        let store = onFile ? try SQLiteStore.open(dataDirectory: try temporaryDirectory()) : try SQLiteStore.inMemory()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let early = Services(store: store, now: { start })
        let user = try await early.accounts.addUser(username: "ana", password: "correct horse")
        let signedIn = try await early.sessions.open(for: user)
        let later = Services(store: store, now: { start.addingTimeInterval(SessionService.lifetime + 1) })
        #expect(try await later.sessions.resolve(cookieToken: signedIn.cookieToken) == nil)
        #expect(try await store.deleteExpiredSessions(now: start.addingTimeInterval(SessionService.lifetime + 1)) == 1)
    }

    @Test("Only digests are stored; wrong passwords fail and are throttled")
    func credentials() async throws {
        // A fixed clock: the wait's seconds must not depend on how long the hashing took.
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let services = Services(store: try SQLiteStore.inMemory(), now: { now })
        _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let signedIn = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "1.2.3.4")
        #expect(signedIn.session.tokenDigest != signedIn.cookieToken)
        #expect(signedIn.session.tokenDigest.count == 64)
        for _ in 0..<5 {
            await #expect(throws: DomainError.unauthenticated("Wrong user name or password.")) {
                try await services.sessions.signIn(username: "ana", password: "wrong horse", address: "1.2.3.4")
            }
        }
        await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 1)) {
            try await services.sessions.signIn(username: "ana", password: "correct horse", address: "5.6.7.8")
        }
        await #expect(throws: DomainError.unauthenticated("Wrong user name or password.")) {
            try await services.sessions.signIn(username: "nobody", password: "correct horse", address: "5.6.7.8")
        }
    }

    @Test("A revoked API token stops working")
    func revokeToken() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let issued = try await services.tokens.issue(username: "ana", password: "correct horse", address: "1", label: "cron")
        let user = try await services.tokens.authenticate(bearer: issued.token)
        #expect(try await services.tokens.tokens(of: user).first?.lastUsedAt != nil)
        try await services.tokens.revoke(id: issued.record.id, of: user)
        await #expect(throws: DomainError.self) { try await services.tokens.authenticate(bearer: issued.token) }
    }

    @Test("A token's last use is written at most once a minute, so API calls in a burst only read")
    func lastUseResolution() async throws {
        let store = try SQLiteStore.inMemory()
        let clock = TrainingStoreTests.TestClock()
        let start = clock.now
        let services = Services(store: store, now: { clock.now })
        _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let issued = try await services.tokens.issue(username: "ana", password: "correct horse", address: "1", label: "cron")
        let user = try await services.tokens.authenticate(bearer: issued.token)
        #expect(try await services.tokens.tokens(of: user).first?.lastUsedAt == start)

        clock.advance(APITokenService.lastUseResolution - 1)
        _ = try await services.tokens.authenticate(bearer: issued.token)
        #expect(try await services.tokens.tokens(of: user).first?.lastUsedAt == start)

        clock.advance(1)
        _ = try await services.tokens.authenticate(bearer: issued.token)
        #expect(try await services.tokens.tokens(of: user).first?.lastUsedAt == clock.now)
    }
}

@Suite("Token expiry and password changes in the store")
struct AccountSecurityStoreTests {
    @Test("An expired token is refused by the one caller query")
    func expiredToken() async throws {
        let store = try SQLiteStore.inMemory()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let early = Services(store: store, now: { start })
        let user = try await early.accounts.addUser(username: "ana", password: "correct horse")
        let issued = try await early.tokens.issue(for: user, label: "script", expiresInDays: 1)
        #expect(issued.record.expiresAt == start.addingTimeInterval(86_400))
        #expect(try await early.tokens.authenticate(bearer: issued.token).id == user.id)
        let later = Services(store: store, now: { start.addingTimeInterval(86_401) })
        await #expect(throws: DomainError.unauthenticated("The API token is missing, unknown, expired or revoked.")) {
            try await later.tokens.authenticate(bearer: issued.token)
        }
    }

    @Test("A password change is one transaction: hash, other sessions, tokens when asked, reset links")
    func passwordChange() async throws {
        let services = Services(store: try SQLiteStore.inMemory())
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        let keep = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "1")
        let other = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "2")
        let token = try await services.tokens.issue(for: user, label: "t")
        let change = try await services.accounts.changePassword(
            of: user, current: "correct horse", new: "new long phrase", confirmation: "new long phrase",
            keepingSession: keep.session.tokenDigest, revokeTokens: false)
        #expect(change == PasswordChange(endedSessions: 1, revokedTokens: 0))
        #expect(try await services.sessions.resolve(cookieToken: keep.cookieToken) != nil)
        #expect(try await services.sessions.resolve(cookieToken: other.cookieToken) == nil)
        #expect(try await services.tokens.authenticate(bearer: token.token).id == user.id)
        await #expect(throws: DomainError.invalid(field: "new_password_confirm", message: "The two new passwords differ.")) {
            try await services.accounts.changePassword(
                of: user, current: "new long phrase", new: "another phrase", confirmation: "another phrasf", keepingSession: nil, revokeTokens: true)
        }
        #expect(try await services.tokens.authenticate(bearer: token.token).id == user.id)
    }
}

@Suite("The current password's check is throttled")
struct PasswordCheckThrottleTests {
    @Test("Guessing the current password through a session slows down after five, without touching sign-in")
    func throttled() async throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let services = Services(store: try SQLiteStore.inMemory(), now: { now })
        let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
        for index in 0..<5 {
            await #expect(throws: DomainError.invalid(field: "current_password", message: "The current password is wrong.")) {
                try await services.accounts.changePassword(
                    of: user, current: "guess \(index)", new: "new long phrase", confirmation: "new long phrase", keepingSession: nil, revokeTokens: false)
            }
        }
        await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 1)) {
            try await services.accounts.changePassword(
                of: user, current: "correct horse", new: "new long phrase", confirmation: "new long phrase", keepingSession: nil, revokeTokens: false)
        }
        _ = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "1")
    }
}
