import Hummingbird
import RepbookCore

/// Per-request state: the client's address and who is signed in, by cookie (web) or bearer token (API).
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The client's address: the peer's, or the one `X-Forwarded-For` names when the peer is a trusted proxy
    /// (set by `ClientAddressMiddleware`); sign-in attempts are throttled and logged by it.
    public var remoteAddress: String
    /// The address of the connection's other end.
    public let peerAddress: String
    /// The browser session, when a valid session cookie came with the request.
    var web: WebIdentity?
    /// The API caller with their settings, once a bearer token was checked.
    var apiCaller: Caller?
    /// The form body, once the CSRF check has read it, so the handler does not parse it again.
    var form: FormBody?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.peerAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
        self.remoteAddress = peerAddress
    }

    /// The signed-in web user, or a redirect to sign in.
    func requireWeb() throws -> WebIdentity {
        guard let web else { throw SignInRequired() }
        return web
    }

    /// The authenticated API user.
    func requireAPIUser() throws -> User {
        try requireAPICaller().user
    }

    /// The authenticated API caller, the user with their settings.
    func requireAPICaller() throws -> Caller {
        guard let apiCaller else { throw DomainError.unauthenticated(LocalizedText("error.send_authorization_bearer_token")) }
        return apiCaller
    }
}

/// A signed-in browser: the user, the session and the user's settings.
struct WebIdentity: Sendable {
    let user: User
    let session: WebSession
    let settings: UserSettings
    /// The workout in progress, read for page loads (GET) only; nil otherwise or when none.
    var liveWorkout: LiveWorkoutBar? = nil

    /// The user with their settings, as intents take them.
    var caller: Caller { Caller(user: user, settings: settings) }
}

/// Thrown by web pages that need a signed-in user; answered with a redirect to the sign-in page.
struct SignInRequired: Error {}
