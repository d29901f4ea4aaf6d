import Foundation
import Hummingbird
import RepbookCore

/// Authenticates API requests by `Authorization: Bearer <token>`; anything else answers 401.
struct BearerAuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let services: AppServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") else {
            throw DomainError.unauthenticated(LocalizedText("error.send_authorization_bearer_token_get_token"))
        }
        var context = context
        let token = String(header.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
        let caller = try await services.tokens.caller(bearer: token)
        RequestLanguage.current?.use(choice: caller.settings.language)
        context.apiCaller = caller
        return try await next(request, context)
    }
}
