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
        do {
            return try await SavedChanges.$current.withValue(saved) { try await next(request, context) }
        } catch is SignInRequired {
            // A page opened while signed out comes back after the sign-in; a form post does not.
            guard request.method == .get else { return .redirect(to: "/signin", type: .normal) }
            let path = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
            return .redirect(to: LocalRedirect.signIn(returningTo: path), type: .normal)
        } catch {
            let problem = Problem(error, logger: context.logger, afterSaving: saved.any)
            var response = request.uri.path.hasPrefix("/api/") || FetchRequest.isFetch(request)
                ? problem.jsonResponse() : try renderer.messageResponse(problem.page, request: request)
            for field in problem.headers { response.headers[field.name] = field.value }
            return response
        }
    }
}

/// An error described for a client: status, code, message and the field at fault.
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

    /// The problem `error` makes; `afterSaving` when the request had already committed a change (then a lost database
    /// says so, not that nothing was changed).
    init(_ error: any Error, logger: Logger, afterSaving: Bool = false) {
        switch error {
        case let stale as StaleSetVersion:
            status = .conflict
            code = "stale_version"
            message = stale.message
            field = "version"
            retryAfter = nil
            current = SetJSON(stale.current)
        case let domain as DomainError:
            status = HTTPStatusMapping.status(for: domain)
            code = domain.code
            if case .unavailable = domain, afterSaving {
                message = "The database connection was lost after your change was saved; reload to see it."
            } else {
                message = domain.message
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
            message = "The request's body could not be read: it is not valid HTTP (\(parse)). Nothing was changed."
            field = nil
            retryAfter = nil
            headers[.connection] = "close"
        case let notAllowed as MethodNotAllowed:
            status = .methodNotAllowed
            code = "method_not_allowed"
            message = notAllowed.message
            field = nil
            retryAfter = nil
            headers[.allow] = notAllowed.allowed.joined(separator: ", ")
        case let body as RequestBodyError:
            status = .badRequest
            code = body.code
            message = body.message
            field = body.field
            retryAfter = nil
        case let http as HTTPError:
            status = http.status
            code = http.status == .notFound ? "not_found" : "http_\(http.status.code)"
            message = http.status == .notFound ? "There is nothing at this address." : (http.body ?? http.status.reasonPhrase)
            field = nil
            retryAfter = nil
        case let http as any HTTPResponseError where http.status.code < 500:
            status = http.status
            if http.status == .contentTooLarge { headers[.connection] = "close" }
            code = http.status == .contentTooLarge ? DomainError.tooLarge("").code : "http_\(http.status.code)"
            message = http.status == .contentTooLarge ? "The request is larger than this address accepts." : http.status.reasonPhrase
            field = nil
            retryAfter = nil
        default:
            logger.error("Unhandled error: \(String(reflecting: error))")
            status = .internalServerError
            code = "internal"
            message = "Something went wrong on the server. Nothing was changed; try again."
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

    /// The HTML error page model.
    var page: MessagePage {
        let heading = switch status.code {
        case 404: "Not found"
        case 403: "Forbidden"
        case 500...: "Server error"
        default: status.reasonPhrase
        }
        return MessagePage(status: status.code, heading: "\(status.code) · \(heading)", message: message)
    }
}

/// The JSON error body: `{"error": {...}}`, with `current` for a stale set version.
private struct ProblemJSON: Encodable {
    let error: [String: String]
    let current: SetJSON?
}
