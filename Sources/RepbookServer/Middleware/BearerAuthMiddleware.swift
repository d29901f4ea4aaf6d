import Foundation
import Hummingbird
import RepbookCore

/// Authenticates API requests by `Authorization: Bearer <token>`; anything else answers 401.
struct BearerAuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let services: AppServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") else {
            throw DomainError.unauthenticated("Send Authorization: Bearer <token>; get a token from POST /api/v1/auth/token.")
        }
        var context = context
        let token = String(header.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
        context.apiCaller = try await services.tokens.caller(bearer: token)
        return try await next(request, context)
    }
}
