import Foundation

/// Signs browsers in and out with database-backed cookie sessions.
public struct SessionService: Sendable {
    /// How long a sign-in lasts.
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    private let store: any SessionStore
    private let accounts: AccountService
    private let digester: any TokenDigester
    private let now: Clock

    public init(store: any SessionStore, accounts: AccountService, digester: any TokenDigester, now: @escaping Clock) {
        self.store = store
        self.accounts = accounts
        self.digester = digester
        self.now = now
    }

    /// How stale a session's recorded last use may get before a request rewrites it.
    public static let lastUseResolution: TimeInterval = 60

    /// A signed-in user with the cookie token to set, the session it names and the remembered-device token to keep.
    public struct SignedIn: Sendable {
        public let user: User
        public let cookieToken: String
        public let session: WebSession
        /// The browser's remembered-device token: the one it sent, or a new one.
        public let deviceToken: String
    }

    /// Where a sign-in comes from: the client address, the browser's description and its remembered-device token.
    public struct Origin: Sendable {
        public let address: String
        public let device: String
        public let deviceToken: String?

        public init(address: String, device: String = "", deviceToken: String? = nil) {
            self.address = String(address.prefix(64))
            self.device = String(device.prefix(120))
            self.deviceToken = deviceToken.flatMap { SecretToken.isWellFormed($0) ? $0 : nil }
        }
    }

    /// Checks the password and opens a session.
    public func signIn(username: String, password: String, address: String) async throws -> SignedIn {
        try await signIn(username: username, password: password, from: Origin(address: address))
    }

    /// Checks the password, throttled by account, address and remembered device, and opens a session.
    public func signIn(username: String, password: String, from origin: Origin) async throws -> SignedIn {
        let user = try await accounts.authenticate(
            username: username, password: password, address: origin.address, deviceDigest: origin.deviceToken.map(digester.digest))
        return try await open(for: user, from: origin)
    }

    /// Opens a session for a user who just proved who they are (sign-in or owner setup), remembering the device.
    public func open(for user: User, from origin: Origin = Origin(address: "")) async throws -> SignedIn {
        let token = SecretToken.generate()
        let deviceToken = origin.deviceToken ?? SecretToken.generate()
        let created = now()
        let session = WebSession(
            tokenDigest: digester.digest(token), userID: user.id, csrfToken: SecretToken.generate(),
            createdAt: created, expiresAt: created.addingTimeInterval(Self.lifetime), address: origin.address, device: origin.device)
        let stored = try await store.insertSession(session, rememberingDevice: digester.digest(deviceToken), now: created)
        return SignedIn(user: user, cookieToken: token, session: stored, deviceToken: deviceToken)
    }

    /// The user and session a cookie token names, if it is valid and unexpired.
    public func resolve(cookieToken: String) async throws -> (User, WebSession)? {
        try await caller(cookieToken: cookieToken).map { ($0.caller.user, $0.session) }
    }

    /// Who a session cookie speaks for, the user with their settings, and the session, in one read; nil when unknown or expired.
    public func caller(cookieToken: String) async throws -> (caller: Caller, session: WebSession)? {
        let instant = now()
        guard let (session, caller) = try await store.sessionOwner(tokenDigest: digester.digest(cookieToken), now: instant) else { return nil }
        if abs(instant.timeIntervalSince(session.lastUsedAt)) >= Self.lastUseResolution {
            try await store.markSessionUsed(id: session.id, at: instant)
        }
        return (caller, session)
    }

    /// The user's signed-in browsers, most recently used first.
    public func sessions(of user: User) async throws -> [WebSession] {
        try await store.sessions(userID: user.id, now: now())
    }

    /// Ends one of the user's sessions.
    public func revoke(id: Int64, of user: User) async throws {
        guard try await store.deleteSession(id: id, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.no_session_with_id", ["id": "\(id)"]))
        }
    }

    /// Ends every session of the user, this browser's too; answers how many.
    @discardableResult
    public func signOutEverywhere(_ user: User) async throws -> Int {
        try await store.deleteSessions(userID: user.id)
    }

    /// Ends the session a cookie token names.
    public func signOut(cookieToken: String) async throws {
        try await store.deleteSession(tokenDigest: digester.digest(cookieToken))
    }
}
