import Foundation
import Hummingbird
import RepbookCore

/// Authenticates API requests by `Authorization: Bearer <token>`; anything else answers 401.
struct BearerAuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let services: AppServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The scheme compared without lower-casing the whole header, and the token trimmed only when an end is blank:
        // every API request passes here.
        guard let header = request.headers[.authorization], header.prefix(7).lowercased() == "bearer " else {
            throw DomainError.unauthenticated(LocalizedText("error.send_authorization_bearer_token_get_token"))
        }
        var context = context
        let rest = header.dropFirst(7)
        let token = rest.first?.isWhitespace == true || rest.last?.isWhitespace == true
            ? rest.trimmingCharacters(in: .whitespaces) : String(rest)
        let caller = try await services.tokens.caller(bearer: token)
        RequestLanguage.current?.use(choice: caller.settings.language)
        context.apiCaller = caller
        return try await next(request, context)
    }
}
