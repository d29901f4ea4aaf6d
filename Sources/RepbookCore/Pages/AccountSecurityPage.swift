import Foundation

/// Settings → Password and sessions: the password change form and the user's signed-in browsers.
public struct AccountSecurityPage: Sendable {
    public let sessions: [SessionRow]
    /// The form's error, naming the field, when a change was refused.
    public let passwordError: String?
    /// The field at fault, so the template can mark it.
    public let errorField: String?
    /// The OpenID Connect provider's name, for the link to Settings → Sign-in; nil when none is configured.
    public var providerName: String?

    /// One signed-in browser.
    public struct SessionRow: Sendable {
        public let id: Int64
        public let device: String
        public let address: String
        public let lastUsed: String
        public let signedIn: String
        /// This browser's own session, which the list does not offer to revoke.
        public let isCurrent: Bool
    }

    /// Builds the page for the user signed in by `current`.
    public static func make(
        for user: User, current: WebSession, settings: UserSettings, sessions: SessionService, passwordError: DomainError? = nil,
        localizer: Localizer
    ) async throws -> AccountSecurityPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let rows = try await sessions.sessions(of: user).map { session in
            SessionRow(
                id: session.id, device: session.device.isEmpty ? localizer.text("account.security.unknown_browser") : session.device,
                address: session.address.isEmpty ? localizer.text("account.security.unknown_address") : session.address,
                lastUsed: format.dateTime(session.lastUsedAt),
                signedIn: format.dateTime(session.createdAt), isCurrent: session.id == current.id)
        }
        return AccountSecurityPage(sessions: rows, passwordError: passwordError?.message, errorField: passwordError?.field)
    }
}
