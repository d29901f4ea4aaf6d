import Foundation

/// Creates accounts and checks passwords.
public struct AccountService: Sendable {
    private let store: any UserStore & SettingsStore
    private let hasher: any PasswordHasher
    private let throttle: LoginThrottle
    private let now: Clock

    public init(store: any UserStore & SettingsStore, hasher: any PasswordHasher, throttle: LoginThrottle, now: @escaping Clock) {
        self.store = store
        self.hasher = hasher
        self.throttle = throttle
        self.now = now
    }

    /// True until the first account exists; the web app then offers the one-time owner setup.
    public func needsOwnerSetup() async throws -> Bool {
        try await store.userCount() == 0
    }

    /// Creates the owner; refused once any account exists.
    public func setUpOwner(username: String, password: String, timeZoneIdentifier: String = "UTC") async throws -> User {
        guard try await needsOwnerSetup() else { throw DomainError.forbidden(LocalizedText("error.owner_account_already_exists")) }
        return try await create(username: username, password: password, timeZoneIdentifier: timeZoneIdentifier, mustBeFirst: true)
    }

    /// Creates an account on behalf of the owner.
    public func createAccount(by actor: User, username: String, password: String) async throws -> User {
        guard actor.isOwner else { throw DomainError.forbidden(LocalizedText("error.only_owner_can_create_accounts")) }
        let timeZone = try await store.settings(userID: actor.id).timeZoneIdentifier
        return try await create(username: username, password: password, timeZoneIdentifier: timeZone, mustBeFirst: false)
    }

    /// Creates an account from the command line; the first one becomes the owner.
    public func addUser(username: String, password: String, timeZoneIdentifier: String = "UTC") async throws -> User {
        try await create(username: username, password: password, timeZoneIdentifier: timeZoneIdentifier, mustBeFirst: false)
    }

    /// Creates an account for a person an OpenID Connect provider vouches for, linked to them in the same transaction;
    /// the first one becomes the owner.
    public func addUser(username: String, password: String, linking subject: ProviderSubject) async throws -> User {
        try await create(username: username, password: password, timeZoneIdentifier: "UTC", mustBeFirst: false, linking: subject)
    }

    /// Every account, for the owner's settings page.
    public func accounts(visibleTo actor: User) async throws -> [User] {
        guard actor.isOwner else { return [actor] }
        return try await store.allUsers()
    }

    /// The user whose name and password match. The attempt is reserved with the throttle before the password is
    /// checked, keyed by the name exactly as the account is looked up (`Username.lookupKey`); a browser whose
    /// remembered-device token digest `deviceDigest` signed in to the account before is throttled on its own key.
    public func authenticate(username: String, password: String, address: String, deviceDigest: String? = nil) async throws -> User {
        let credentials = try await store.credentials(username: username, deviceDigest: deviceDigest)
        let reservation = try await throttle.reserve(
            usernameKey: Username.lookupKey(username), address: address,
            knownDevice: credentials?.isKnownDevice == true ? deviceDigest : nil, now: now())
        // Verify against a fixed hash for unknown names too, so timing does not reveal which names exist.
        let hash = credentials?.passwordHash ?? Self.unknownUserHash
        let matches = await hasher.verify(password, against: hash)
        guard let credentials, matches else {
            await throttle.failed(reservation)
            throw DomainError.unauthenticated(LocalizedText("error.wrong_user_name_or_password"))
        }
        await throttle.succeeded(reservation)
        guard !credentials.user.isDisabled else { throw DomainError.forbidden(LocalizedText("error.account_disabled_ask_owner")) }
        return credentials.user
    }

    /// Changes a signed-in user's password after checking the current one, ending every other session (all of them
    /// when `keepingSession`, the digest of the session asking, is nil) and revoking the API tokens when asked.
    public func changePassword(
        of user: User, current: String, new: String, confirmation: String, keepingSession: String?, revokeTokens: Bool
    ) async throws -> PasswordChange {
        try PasswordPolicy.validate(new, field: "new_password")
        guard new == confirmation else { throw DomainError.invalid(field: "new_password_confirm", message:
            LocalizedText("error.two_new_passwords_differ")) }
        let reservation = try await throttle.reservePasswordCheck(usernameKey: Username.lookupKey(user.username), now: now())
        guard let stored = try await store.credentials(username: user.username), stored.user.id == user.id,
              await hasher.verify(current, against: stored.passwordHash)
        else {
            await throttle.failed(reservation)
            throw DomainError.invalid(field: "current_password", message: LocalizedText("error.current_password_wrong"))
        }
        await throttle.succeeded(reservation)
        return try await store.replacePassword(
            userID: user.id, hash: try await hasher.hash(new), keepingSession: keepingSession, revokeTokens: revokeTokens)
    }

    /// Sets a user's password from the command line (no current password asked), ending all their sessions.
    public func setPassword(username: String, new: String, revokeTokens: Bool) async throws -> (User, PasswordChange) {
        try PasswordPolicy.validate(new)
        guard let stored = try await store.credentials(username: username) else { throw DomainError.notFound(
            LocalizedText("error.no_user_named", ["username": "\(username)"])) }
        let change = try await store.replacePassword(
            userID: stored.user.id, hash: try await hasher.hash(new), keepingSession: nil, revokeTokens: revokeTokens)
        return (stored.user, change)
    }

    private func create(
        username: String, password: String, timeZoneIdentifier: String, mustBeFirst: Bool, linking: ProviderSubject? = nil
    ) async throws -> User {
        let name = try Username.validated(username)
        try PasswordPolicy.validate(password)
        var settings = UserSettings.defaults()
        if TimeZone(identifier: timeZoneIdentifier) != nil { settings.timeZoneIdentifier = timeZoneIdentifier }
        let newUser = NewUser(
            username: name, passwordHash: try await hasher.hash(password), settings: settings,
            library: StarterLibrary.exercises, mustBeFirst: mustBeFirst, linking: linking)
        return try await store.createUser(newUser)
    }

    /// A real bcrypt hash (cost 12) of a throwaway string, checked when the user name is unknown.
    private static let unknownUserHash = "$2b$12$5d4CT8RljyjazrJRrjAj5OWoWgKNcT7YhrtdbfZn3voq5di3Cg0IS"
}
