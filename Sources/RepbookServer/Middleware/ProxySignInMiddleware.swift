import Foundation
import Hummingbird
import Logging
import RepbookCore

/// Signs the browser in as the user a trusted reverse proxy names in its sign-in header (`Remote-User`): the header
/// establishes an ordinary web session (cookie, CSRF token), replacing a session of anyone else. The header is believed
/// only when the connection's peer is a `--trusted-proxy` address; from anyone else it is ignored, and that is logged
/// once. A name that has no account is refused, or gets one when the configuration says so.
struct ProxySignInMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let configuration: ProxySignInConfiguration
    let trustedProxies: Set<String>
    let services: AppServices
    let cookies: CookieFactory
    let logger: Logger
    let untrustedWarning = OnceLatch()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let name = request.headers[configuration.header]?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            return try await next(request, context)
        }
        guard trustedProxies.contains(context.peerAddress) else {
            if await untrustedWarning.first() {
                logger.warning(
                    "\(configuration.header) header ignored: it came from \(context.peerAddress), not a --trusted-proxy address (logged once)")
            }
            return try await next(request, context)
        }
        if let web = context.web, Username.key(web.user.username) == Username.lookupKey(name) {
            return try await next(request, context)
        }
        let user: User
        do {
            user = try await services.vouched.account(named: name, unknown: configuration.unknownNames)
        } catch {
            SignInLog.refused(error, username: name, address: context.remoteAddress, logger: logger)
            throw error
        }
        if context.web != nil, let stale = request.cookies[CookieFactory.sessionName]?.value {
            try await services.sessions.signOut(cookieToken: stale)
        }
        let signedIn = try await services.sessions.open(for: user, from: SignInOrigin.of(request, context: context))
        guard let (caller, session) = try await services.sessions.caller(cookieToken: signedIn.cookieToken) else {
            throw DomainError.unavailable(LocalizedText("error.new_session_could_not_read_back"))
        }
        logger.info("signed in \(SignInLog.printable(user.username)) by the \(configuration.header) header of proxy \(context.peerAddress)")
        var context = context
        context.web = WebIdentity(user: caller.user, session: session, settings: caller.settings)
        RequestLanguage.current?.use(choice: caller.settings.language)
        var response = try await next(request, context)
        response.setCookie(cookies.session(token: signedIn.cookieToken, expires: signedIn.session.expiresAt))
        response.setCookie(cookies.device(token: signedIn.deviceToken))
        return response
    }
}
