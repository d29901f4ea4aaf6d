import Hummingbird
import RepbookCore

/// Resolves the session cookie into the signed-in user and their settings.
struct WebSessionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let services: AppServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let token = request.cookies[CookieFactory.sessionName]?.value,
           let (user, session) = try await services.sessions.resolve(cookieToken: token) {
            context.web = WebIdentity(user: user, session: session, settings: try await services.settings.settings(of: user))
        }
        return try await next(request, context)
    }
}
