import Foundation

/// Issues, checks and revokes bearer tokens for the JSON API.
public struct APITokenService: Sendable {
    private let store: any APITokenStore
    private let accounts: AccountService
    private let digester: any TokenDigester
    private let now: Clock

    public init(store: any APITokenStore, accounts: AccountService, digester: any TokenDigester, now: @escaping Clock) {
        self.store = store
        self.accounts = accounts
        self.digester = digester
        self.now = now
    }

    /// Checks a user name and password and answers a new token; the token itself is never stored.
    public func issue(
        username: String, password: String, address: String, label: String, expiresInDays: Int? = nil
    ) async throws -> (token: String, record: APIToken) {
        try Self.checkLifetime(expiresInDays)
        let user = try await accounts.authenticate(username: username, password: password, address: address)
        return try await issue(for: user, label: label, expiresInDays: expiresInDays)
    }

    /// The longest lifetime a token may be given, in days.
    public static let longestLifetimeDays = 3650

    /// A new token for a signed-in user, named `label`, expiring after `expiresInDays` days (nil: never).
    public func issue(for user: User, label: String, expiresInDays: Int? = nil) async throws -> (token: String, record: APIToken) {
        let cleanLabel = label.trimmingCharacters(in: .whitespacesAndNewlines)
        try UserText.check(cleanLabel, maximum: 80, multiline: false, field: "label", tooLong: LocalizedText("error.label_at_most_80_characters"))
        try Self.checkLifetime(expiresInDays)
        let token = SecretToken.generate()
        let created = now()
        let record = try await store.insertAPIToken(
            userID: user.id, label: cleanLabel.isEmpty ? "API token" : cleanLabel, digest: digester.digest(token), createdAt: created,
            expiresAt: expiresInDays.map { created.addingTimeInterval(TimeInterval($0) * 24 * 60 * 60) })
        return (token, record)
    }

    private static func checkLifetime(_ days: Int?) throws(DomainError) {
        guard let days else { return }
        guard (1...longestLifetimeDays).contains(days) else {
            throw .invalid(field: "expires_in_days", message:
                LocalizedText("error.token_lifetime_out_of_range", ["longestLifetimeDays": "\(longestLifetimeDays)"]))
        }
    }

    /// The user a bearer token belongs to; unauthenticated when it is unknown or revoked.
    public func authenticate(bearer token: String) async throws -> User {
        try await caller(bearer: token).user
    }

    /// Who a bearer token speaks for, the user with their settings, in one read; unauthenticated when it is unknown or
    /// revoked. The token's last use is written at most once per `lastUseResolution`, so a burst of API calls costs
    /// reads only.
    public func caller(bearer token: String) async throws -> Caller {
        guard !token.isEmpty, let (record, caller) = try await store.apiTokenOwner(digest: digester.digest(token), now: now()) else {
            throw DomainError.unauthenticated(LocalizedText("error.api_token_missing_unknown_expired_or"))
        }
        let instant = now()
        if record.lastUsedAt.map({ abs(instant.timeIntervalSince($0)) >= Self.lastUseResolution }) ?? true {
            try await store.markAPITokenUsed(id: record.id, at: instant)
        }
        return caller
    }

    /// How stale a token's recorded last use may get before a request rewrites it.
    public static let lastUseResolution: TimeInterval = 60

    /// The user's tokens.
    public func tokens(of user: User) async throws -> [APIToken] {
        try await store.apiTokens(userID: user.id)
    }

    /// Revokes one of the user's tokens.
    public func revoke(id: Int64, of user: User) async throws {
        guard try await store.deleteAPIToken(id: id, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.no_api_token_with_id", ["id": "\(id)"]))
        }
    }
}
