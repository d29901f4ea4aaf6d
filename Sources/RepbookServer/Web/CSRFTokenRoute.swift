import HTTPTypes
import Hummingbird
import RepbookCore

/// `GET /csrf`: the signed-in session's form token as `{"token": …}`, never cached, for the page's script to renew a
/// token a long-open page carries (the same token the page's forms post; signed out, the sign-in redirect as any page).
struct CSRFTokenRoute: Sendable {
    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/csrf") { request, context in
            let identity = try context.requireWeb()
            var response = try CSRFTokenJSON(token: identity.session.csrfToken).response(from: request, context: context)
            response.headers[.cacheControl] = "no-store"
            return response
        }
    }
}

/// The answer of `GET /csrf`.
struct CSRFTokenJSON: ResponseEncodable {
    let token: String
}
