import Hummingbird
import RepbookCore

/// Refuses state-changing web requests without the form's CSRF token (and, behind a proxy, from a foreign origin).
///
/// Signed-in forms post the session's synchronizer token; the sign-in and setup forms post a token that must
/// match the `repbook_csrf` cookie (double submit). The token is checked, not the Host header, so a reverse proxy
/// that rewrites Host does not break forms; set the public origin to also check the Origin header.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let publicOrigin: String?

    static let fieldName = "_csrf"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else { return try await next(request, context) }
        if let publicOrigin, let origin = request.headers[.origin], origin != publicOrigin {
            throw DomainError.forbidden("This form was sent from \(origin), not from \(publicOrigin).")
        }
        var request = request
        let form = try await FormBody.collect(&request, context: context)
        let expected = context.web?.session.csrfToken ?? request.cookies[CookieFactory.csrfName]?.value
        guard let expected, let sent = form[Self.fieldName], SecretToken.constantTimeEquals(expected, sent) else {
            throw DomainError.forbidden("The form has expired or did not come from this Repbook. Reload the page and try again.")
        }
        return try await next(request, context)
    }
}
