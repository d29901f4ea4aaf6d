import HTTPTypes
import Hummingbird

/// Adds headers that keep pages from being framed, sniffed or loading anything from elsewhere.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        SecurityHeaders.add(to: &response.headers)
        return response
    }
}

/// The security headers of every answer, set by the middleware on the router's answers and by `SecurityHeadersHandler`
/// on the ones the HTTP layer writes itself (a `400` for a request it cannot parse).
enum SecurityHeaders {
    /// The headers and their values.
    static let fields: [(HTTPField.Name, String)] = [
        (.contentSecurityPolicy,
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri "
                + "'none'"
        ),
        (.xContentTypeOptions, "nosniff"),
        (.referrerPolicy, "same-origin"),
        (.xFrameOptions, "DENY"),
    ]

    /// Sets each header on `headers`, replacing any value.
    static func add(to headers: inout HTTPFields) {
        for (name, value) in fields { headers[name] = value }
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xFrameOptions = Self("X-Frame-Options")!
}
