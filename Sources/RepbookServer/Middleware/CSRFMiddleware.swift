import HTTPTypes
import Hummingbird
import RepbookCore

/// Refuses state-changing web requests without the form's CSRF token (and, behind a proxy, from a foreign origin).
///
/// Signed-in forms post the session's synchronizer token; the sign-in and setup forms post a token that must
/// match the `repbook_csrf` cookie (double submit). Uploads whose body is a file send the token in the
/// `X-CSRF-Token` header instead, which a cross-site form cannot set. The token is checked, not the Host header, so a reverse proxy
/// that rewrites Host does not break forms; set the public origin to also check the Origin header.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let publicOrigin: String?

    static let fieldName = "_csrf"
    /// The header the page's script sends the token in when the body is a file, not a form.
    static let headerName = HTTPField.Name("X-CSRF-Token")!

    /// Whether the body is a form (urlencoded, or not labelled at all), the only kind that can carry `_csrf`.
    private static func isForm(_ request: Request) -> Bool {
        guard let type = request.headers[.contentType]?.lowercased() else { return true }
        return type.hasPrefix("application/x-www-form-urlencoded")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else { return try await next(request, context) }
        if let publicOrigin, let origin = request.headers[.origin], origin != publicOrigin {
            throw DomainError.forbidden(
                LocalizedText("error.form_was_sent_from_not_from", ["origin": "\(origin)", "publicOrigin": "\(publicOrigin)"]))
        }
        var request = request
        var context = context
        let expected = context.web?.session.csrfToken ?? request.cookies[CookieFactory.csrfName]?.value
        let sent: String?
        if let header = request.headers[Self.headerName] {
            sent = header
        } else if Self.isForm(request) {
            let form = try await FormBody.collect(&request, context: context)
            context.form = form
            sent = form[Self.fieldName]
        } else {
            sent = nil
        }
        guard let expected, let sent, SecretToken.constantTimeEquals(expected, sent) else {
            throw DomainError.forbidden(LocalizedText("error.form_has_expired_or_did_not"))
        }
        return try await next(request, context)
    }
}
