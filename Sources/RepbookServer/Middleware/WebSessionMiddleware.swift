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
            var identity = WebIdentity(user: caller.user, session: session, settings: caller.settings)
            RequestLanguage.current?.use(choice: caller.settings.language)
            // Pages show the workout in progress in a bar: one indexed look-up, and the workout only when there is one.
            if request.method == .get, try await services.workouts.activeID(for: caller.user) != nil {
                identity.liveWorkout = try await services.workouts.active(for: caller.user).map(LiveWorkoutBar.init)
            }
            context.web = identity
        }
        return try await next(request, context)
    }
}
