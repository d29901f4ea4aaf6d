import Foundation
import HTTPTypes
import Hummingbird

/// Adds `Server-Timing: app;dur=<ms>` to every answer: the time spent inside the router, so benchmarks and the browser's
/// developer tools can tell server work from the network.
struct ServerTimingMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        var response = try await next(request, context)
        response.headers[.serverTiming] = Self.value(ContinuousClock.now - start)
        return response
    }

    /// The header's value for `elapsed`: milliseconds with two decimals, such as `app;dur=3.25`.
    static func value(_ elapsed: Duration) -> String {
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return String(format: "app;dur=%.2f", milliseconds)
    }
}

extension HTTPField.Name {
    static let serverTiming = Self("Server-Timing")!
}
