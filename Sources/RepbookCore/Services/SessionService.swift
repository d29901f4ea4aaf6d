import Foundation

/// Signs browsers in and out with database-backed cookie sessions.
public struct SessionService: Sendable {
    /// How long a sign-in lasts.
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    private let store: any RepbookStore
    private let accounts: AccountService
    private let digester: any TokenDigester
    private let now: Clock

    public init(store: any RepbookStore, accounts: AccountService, digester: any TokenDigester, now: @escaping Clock) {
        self.store = store
        self.accounts = accounts
        self.digester = digester
        self.now = now
    }

    /// A signed-in user with the cookie token to set and the session it names.
    public struct SignedIn: Sendable {
        public let user: User
        public let cookieToken: String
        public let session: WebSession
    }

    /// Checks the password and opens a session.
    public func signIn(username: String, password: String, address: String) async throws -> SignedIn {
        let user = try await accounts.authenticate(username: username, password: password, address: address)
        return try await open(for: user)
    }

    /// Opens a session for a user who just proved who they are (sign-in or owner setup).
    public func open(for user: User) async throws -> SignedIn {
        let token = SecretToken.generate()
        let created = now()
        let session = WebSession(
            tokenDigest: digester.digest(token), userID: user.id, csrfToken: SecretToken.generate(),
            createdAt: created, expiresAt: created.addingTimeInterval(Self.lifetime))
        try await store.insertSession(session)
        try await store.deleteExpiredSessions(now: created)
        return SignedIn(user: user, cookieToken: token, session: session)
    }

    /// The user and session a cookie token names, if it is valid and unexpired.
    public func resolve(cookieToken: String) async throws -> (User, WebSession)? {
        try await caller(cookieToken: cookieToken).map { ($0.caller.user, $0.session) }
    }

    /// Who a session cookie speaks for, the user with their settings, and the session, in one read; nil when unknown or expired.
    public func caller(cookieToken: String) async throws -> (caller: Caller, session: WebSession)? {
        guard let (session, caller) = try await store.sessionOwner(tokenDigest: digester.digest(cookieToken), now: now()) else { return nil }
        return (caller, session)
    }

    /// Ends the session a cookie token names.
    public func signOut(cookieToken: String) async throws {
        try await store.deleteSession(tokenDigest: digester.digest(cookieToken))
    }
}
