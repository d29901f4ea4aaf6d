import Foundation
import Hummingbird
import Logging
import NIOHTTP1
import RepbookCore

/// Turns every error into a response: JSON `{"error": {...}}` under `/api` and for the page's own script, an HTML page
/// elsewhere; never a stack trace.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let renderer: PageRenderer

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let saved = SavedChanges()
        let language = RequestLanguage(localization: renderer.localization, acceptLanguage: request.headers[.acceptLanguage])
        do {
            return try await SavedChanges.$current.withValue(saved) {
                try await RequestLanguage.$current.withValue(language) { try await next(request, context) }
            }
        } catch is SignInRequired {
            // A page opened while signed out comes back after the sign-in; a form post does not.
            guard request.method == .get else { return .redirect(to: "/signin", type: .normal) }
            let path = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
            return .redirect(to: LocalRedirect.signIn(returningTo: path), type: .normal)
        } catch {
            let localizer = language.localizer
            let problem = Problem(error, logger: context.logger, localizer: localizer, afterSaving: saved.any)
            var response = request.uri.path.hasPrefix("/api/") || FetchRequest.isFetch(request)
                ? problem.jsonResponse() : try renderer.messageResponse(problem.page(localizer), request: request, localizer: localizer)
            for field in problem.headers { response.headers[field.name] = field.value }
            return response
        }
    }
}

/// An error described for a client: status, code, message (in the request's language) and the field at fault.
struct Problem {
    let status: HTTPResponse.Status
    let code: String
    let message: String
    let field: String?
    let retryAfter: Int?
    /// For a change made on an old version of a set: the set as it is now, answered under `current`.
    var current: SetJSON?
    /// Headers the answer carries besides its body's: `Allow` on a 405, `Connection: close` when the request's body
    /// was malformed (nothing more can be read from the connection), `Retry-After` on a 429 or a busy 503.
    var headers: HTTPFields = [:]

    /// The problem `error` makes, its message written by `localizer`; `afterSaving` when the request had already committed
    /// a change (then a lost database says so, not that nothing was changed).
    init(_ error: any Error, logger: Logger, localizer: Localizer, afterSaving: Bool = false) {
        switch error {
        case let stale as StaleSetVersion:
            status = .conflict
            code = "stale_version"
            message = localizer.text(stale.text)
            field = "version"
            retryAfter = nil
            current = SetJSON(stale.current)
        case let domain as DomainError:
            status = HTTPStatusMapping.status(for: domain)
            code = domain.code
            if case .unavailable = domain, afterSaving {
                message = localizer.text("error.http.lost_after_saving")
            } else {
                message = localizer.text(domain.text)
            }
            field = domain.field
            retryAfter = domain.retryAfterSeconds
            // A body over its limit is left unread: the connection closes once the rest has been dropped.
            if case .tooLarge = domain { headers[.connection] = "close" }
        case let parse as HTTPParserError:
            // The body arrived malformed (a chunk size of `zz`, `-1` or 18 digits, more data than a chunk declared):
            // the client's mistake, and the connection cannot be read on.
            status = .badRequest
            code = "malformed_request"
            message = localizer.text("error.http.malformed_body", ["detail": "\(parse)"])
            field = nil
            retryAfter = nil
            headers[.connection] = "close"
        case let notAllowed as MethodNotAllowed:
            status = .methodNotAllowed
            code = "method_not_allowed"
            message = localizer.text("error.http.method_not_allowed", ["methods": notAllowed.allowed.joined(separator: ", ")])
            field = nil
            retryAfter = nil
            headers[.allow] = notAllowed.allowed.joined(separator: ", ")
        case let body as RequestBodyError:
            status = .badRequest
            code = body.code
            message = localizer.text(body.message)
            field = body.field
            retryAfter = nil
        case let http as HTTPError:
            status = http.status
            code = http.status == .notFound ? "not_found" : "http_\(http.status.code)"
            message = http.status == .notFound ? localizer.text("error.http.not_found") : (http.body ?? http.status.reasonPhrase)
            field = nil
            retryAfter = nil
        case let http as any HTTPResponseError where http.status.code < 500:
            status = http.status
            if http.status == .contentTooLarge { headers[.connection] = "close" }
            code = http.status == .contentTooLarge ? DomainError.tooLarge(LocalizedText("error.http.too_large")).code : "http_\(http.status.code)"
            message = http.status == .contentTooLarge ? localizer.text("error.http.too_large") : http.status.reasonPhrase
            field = nil
            retryAfter = nil
        default:
            logger.error("Unhandled error: \(String(reflecting: error))")
            status = .internalServerError
            code = "internal"
            message = localizer.text("error.http.internal")
            field = nil
            retryAfter = nil
        }
        // The HTML page says when to try again too, not only the JSON answer.
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
    }

    /// The JSON error body.
    func jsonResponse() -> Response {
        var payload: [String: String] = ["code": code, "message": message]
        payload["field"] = field
        let data = (try? JSONEncoder().encode(ProblemJSON(error: payload, current: current))) ?? Data()
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The HTML error page model, its heading written by `localizer` (`error.heading.404`; the status's reason phrase
    /// for a status the catalogs do not name).
    func page(_ localizer: Localizer) -> MessagePage {
        let key = "error.heading.\(status.code >= 500 ? 500 : status.code)"
        let heading = localizer.has(key) ? localizer.text(key) : status.reasonPhrase
        return MessagePage(status: status.code, heading: "\(status.code) · \(heading)", message: message)
    }
}

/// The JSON error body: `{"error": {...}}`, with `current` for a stale set version.
private struct ProblemJSON: Encodable {
    let error: [String: String]
    let current: SetJSON?
}
