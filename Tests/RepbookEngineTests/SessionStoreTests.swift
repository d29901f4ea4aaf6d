import Foundation
import RepbookCore
import RepbookSecurity
import Testing

@Suite("Sessions and sign-in")
struct SessionStoreTests {
    @Test("A session survives reopening the database and ends on sign-out", arguments: Engine.allCases)
    func survivesRestart(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = EngineServices(store: try await database.open())
            _ = try await first.accounts.addUser(username: "ana", password: "correct horse")
            let signedIn = try await first.sessions.signIn(username: "ANA", password: "correct horse", address: "127.0.0.1")

            let second = EngineServices(store: try await database.open())
            let resolved = try #require(try await second.sessions.resolve(cookieToken: signedIn.cookieToken))
            #expect(resolved.0.username == "ana")
            #expect(resolved.1.csrfToken == signedIn.session.csrfToken)
            try await second.sessions.signOut(cookieToken: signedIn.cookieToken)
            #expect(try await second.sessions.resolve(cookieToken: signedIn.cookieToken) == nil)
        }
    }

    @Test("An expired session is not accepted and is cleaned up", arguments: Engine.allCases)
    func expiry(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            let early = EngineServices(store: store, now: { start })
            let user = try await early.accounts.addUser(username: "ana", password: "correct horse")
            let signedIn = try await early.sessions.open(for: user)
            let later = EngineServices(store: store, now: { start.addingTimeInterval(SessionService.lifetime + 1) })
            #expect(try await later.sessions.resolve(cookieToken: signedIn.cookieToken) == nil)
            #expect(try await store.deleteExpiredSessions(now: start.addingTimeInterval(SessionService.lifetime + 1)) == 1)
        }
    }

    @Test("Only digests are stored; wrong passwords fail and are throttled", arguments: Engine.allCases)
    func credentials(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            // A fixed clock: the wait's seconds must not depend on how long the hashing took.
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let services = EngineServices(store: try await database.open(), now: { now })
            _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let signedIn = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "1.2.3.4")
            #expect(signedIn.session.tokenDigest != signedIn.cookieToken)
            #expect(signedIn.session.tokenDigest.count == 64)
            for _ in 0..<5 {
                await #expect(throws: DomainError.unauthenticated(LocalizedText("error.wrong_user_name_or_password"))) {
                    try await services.sessions.signIn(username: "ana", password: "wrong horse", address: "1.2.3.4")
                }
            }
            await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 1)) {
                try await services.sessions.signIn(username: "ana", password: "correct horse", address: "5.6.7.8")
            }
            await #expect(throws: DomainError.unauthenticated(LocalizedText("error.wrong_user_name_or_password"))) {
                try await services.sessions.signIn(username: "nobody", password: "correct horse", address: "5.6.7.8")
            }
        }
    }

    @Test("A browser that signed in before is known at the next sign-in, to its own user only", arguments: Engine.allCases)
    func knownDevice(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
            _ = try await services.accounts.addUser(username: "ben", password: "correct horse")
            let signedIn = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "1")
            let digest = SHA256TokenDigester().digest(signedIn.deviceToken)
            #expect(try await services.store.credentials(username: " ANA ", deviceDigest: digest)?.isKnownDevice == true)
            #expect(
                try await services.store.credentials(username: "ana", deviceDigest: SHA256TokenDigester().digest("another browser"))?.isKnownDevice
                    == false)
            #expect(try await services.store.credentials(username: "ben", deviceDigest: digest)?.isKnownDevice == false)
            #expect(try await services.store.credentials(username: "ana")?.isKnownDevice == false)
            #expect(try await services.store.credentials(username: "nobody", deviceDigest: digest) == nil)
        }
    }

    @Test("A user's sessions are listed most recently used first and end one by one or all at once", arguments: Engine.allCases)
    func listAndEnd(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let clock = TestClock()
            let services = EngineServices(store: try await database.open(), now: { clock.now })
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let ben = try await services.accounts.addUser(username: "ben", password: "correct horse")
            let phone = try await services.sessions.signIn(
                username: "ana", password: "correct horse", from: .init(address: "10.0.0.1", device: "Phone"))
            clock.advance(120)
            let laptop = try await services.sessions.signIn(
                username: "ana", password: "correct horse", from: .init(address: "10.0.0.2", device: "Laptop"))
            let bens = try await services.sessions.signIn(username: "ben", password: "correct horse", address: "10.0.0.3")
            #expect(try await services.sessions.sessions(of: ana).map(\.device) == ["Laptop", "Phone"])
            #expect(try await services.sessions.sessions(of: ana).map(\.address) == ["10.0.0.2", "10.0.0.1"])
            clock.advance(SessionService.lastUseResolution + 1)
            _ = try await services.sessions.resolve(cookieToken: phone.cookieToken)
            #expect(try await services.sessions.sessions(of: ana).map(\.device) == ["Phone", "Laptop"])

            await #expect(throws: DomainError.self) { try await services.sessions.revoke(id: bens.session.id, of: ana) }
            try await services.sessions.revoke(id: laptop.session.id, of: ana)
            #expect(try await services.sessions.resolve(cookieToken: laptop.cookieToken) == nil)
            #expect(try await services.store.deleteSessions(userID: ana.id) == 1)
            #expect(try await services.sessions.sessions(of: ana).isEmpty)
            #expect(try await services.sessions.sessions(of: ben).count == 1)
        }
    }

    @Test("A revoked API token stops working", arguments: Engine.allCases)
    func revokeToken(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
            _ = try await services.accounts.addUser(username: "ana", password: "correct horse")
            let issued = try await services.tokens.issue(username: "ana", password: "correct horse", address: "1", label: "cron")
            let user = try await services.tokens.authenticate(bearer: issued.token)
            #expect(try await services.tokens.tokens(of: user).first?.lastUsedAt != nil)
            try await services.tokens.revoke(id: issued.record.id, of: user)
            await #expect(throws: DomainError.self) { try await services.tokens.authenticate(bearer: issued.token) }
        }
    }

    @Test("A token's last use is written at most once a minute, so API calls in a burst only read", arguments: Engine.allCases)
    func lastUseResolution(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let clock = TestClock()
            let start = clock.now
            let services = EngineServices(store: try await database.open(), now: { clock.now })
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
}

@Suite("Token expiry and password changes in the store")
struct AccountSecurityStoreTests {
    @Test("An expired token is refused by the one caller query", arguments: Engine.allCases)
    func expiredToken(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let store = try await database.open()
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            let early = EngineServices(store: store, now: { start })
            let user = try await early.accounts.addUser(username: "ana", password: "correct horse")
            let issued = try await early.tokens.issue(for: user, label: "script", expiresInDays: 1)
            #expect(issued.record.expiresAt == start.addingTimeInterval(86_400))
            #expect(try await early.tokens.authenticate(bearer: issued.token).id == user.id)
            let later = EngineServices(store: store, now: { start.addingTimeInterval(86_401) })
            await #expect(throws: DomainError.unauthenticated(LocalizedText("error.api_token_missing_unknown_expired_or"))) {
                try await later.tokens.authenticate(bearer: issued.token)
            }
        }
    }

    @Test("A password change is one transaction: hash, other sessions, tokens when asked, reset links", arguments: Engine.allCases)
    func passwordChange(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let services = EngineServices(store: try await database.open())
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
            await #expect(throws: DomainError.invalid(field: "new_password_confirm", message: LocalizedText("error.two_new_passwords_differ"))) {
                try await services.accounts.changePassword(
                    of: user, current: "new long phrase", new: "another phrase", confirmation: "another phrasf", keepingSession: nil,
                    revokeTokens: true)
            }
            #expect(try await services.tokens.authenticate(bearer: token.token).id == user.id)
            let revoking = try await services.store.replacePassword(userID: user.id, hash: "x", keepingSession: nil, revokeTokens: true)
            #expect(revoking == PasswordChange(endedSessions: 1, revokedTokens: 1))
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_such_user"))) {
                try await services.store.replacePassword(userID: user.id + 100, hash: "x", keepingSession: nil, revokeTokens: true)
            }
        }
    }
}

@Suite("The current password's check is throttled")
struct PasswordCheckThrottleTests {
    @Test("Guessing the current password through a session slows down after five, without touching sign-in", arguments: Engine.allCases)
    func throttled(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            let services = EngineServices(store: try await database.open(), now: { now })
            let user = try await services.accounts.addUser(username: "ana", password: "correct horse")
            for index in 0..<5 {
                await #expect(throws: DomainError.invalid(field: "current_password", message: LocalizedText("error.current_password_wrong"))) {
                    try await services.accounts.changePassword(
                        of: user, current: "guess \(index)", new: "new long phrase", confirmation: "new long phrase", keepingSession: nil,
                        revokeTokens: false)
                }
            }
            await #expect(throws: DomainError.rateLimited(retryAfterSeconds: 1)) {
                try await services.accounts.changePassword(
                    of: user, current: "correct horse", new: "new long phrase", confirmation: "new long phrase", keepingSession: nil,
                    revokeTokens: false)
            }
            _ = try await services.sessions.signIn(username: "ana", password: "correct horse", address: "1")
        }
    }
}
