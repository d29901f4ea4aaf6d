import Hummingbird
import NIOConcurrencyHelpers

/// Answers `405` with `Allow` for a method the router has no route for on a path it serves (`TRACE /healthz`,
/// `PUT /api/v1/me`), instead of the router's `404`; paths it does not serve stay `404`. The routes are matched only
/// when the request comes back `404` (a served request never pays for the match: it was an eighth of a set change's CPU).
struct MethodNotAllowedMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    /// The served routes, filled in once every route is registered.
    let routes: ServedRoutes

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // A route's own 404 (its method is served) stays; so does a path no route serves.
            let allowed = routes.methods(for: request.uri.path)
            guard !allowed.isEmpty, !allowed.contains(request.method.rawValue) else { throw error }
            throw MethodNotAllowed(allowed: allowed)
        }
    }
}

/// A method refused on a served path; `Problem` answers it as `405` (`method_not_allowed`) with `Allow`.
struct MethodNotAllowed: Error {
    /// The methods the path answers, sorted.
    let allowed: [String]
}

/// The router's routes as path patterns and their methods, matched segment by segment (`{id}` and `*` match one
/// segment, `**` the rest).
final class ServedRoutes: Sendable {
    private let table = NIOLockedValueBox<[(segments: [Substring], methods: Set<String>)]>([])

    /// Records the routes of `router` (call after every route is registered).
    func record(_ router: Router<AppRequestContext>) {
        var byPath: [String: Set<String>] = [:]
        for route in router.routes { byPath["\(route.path)", default: []].insert(route.method.rawValue) }
        table.withLockedValue { table in
            table = byPath.map { (path, methods) in (Self.segments(path), methods) }
        }
    }

    /// The methods served on `path`, sorted; empty for a path no route serves. As the router does, a literal segment
    /// wins over a capture (`/splits/today` is not `/splits/{id}`), so only the most specific pattern counts.
    func methods(for path: String) -> [String] {
        let parts = Self.segments(path)
        let matching = table.withLockedValue { table in table.filter { Self.matches($0.segments, parts) } }
        let best = matching.max { Self.isLessSpecific($0.segments, than: $1.segments) }
        return best?.methods.sorted() ?? []
    }

    /// Whether `pattern` has a capture where `other` first has a literal segment.
    private static func isLessSpecific(_ pattern: [Substring], than other: [Substring]) -> Bool {
        for (mine, theirs) in zip(pattern, other) where isLiteral(mine) != isLiteral(theirs) {
            return !isLiteral(mine)
        }
        return false
    }

    private static func isLiteral(_ segment: Substring) -> Bool { !segment.contains("{") && !segment.contains("*") }

    private static func segments(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    private static func matches(_ pattern: [Substring], _ parts: [Substring]) -> Bool {
        for (index, segment) in pattern.enumerated() {
            if segment == "**" { return true }
            guard index < parts.count else { return false }
            if !isLiteral(segment) { continue }
            if segment != parts[index] { return false }
        }
        return pattern.count == parts.count
    }
}
