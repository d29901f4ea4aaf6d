import Hummingbird
import RepbookCore

/// Resolves the session cookie into the signed-in user and their settings.
struct WebSessionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let services: AppServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let token = request.cookies[CookieFactory.sessionName]?.value,
           let (caller, session) = try await services.sessions.caller(cookieToken: token) {
            context.web = WebIdentity(user: caller.user, session: session, settings: caller.settings)
        }
        return try await next(request, context)
    }
}
