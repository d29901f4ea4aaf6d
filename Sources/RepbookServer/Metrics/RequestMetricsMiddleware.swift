import Hummingbird

/// Counts every request and records its latency in `AppMetrics`, labelled by the matched route's pattern
/// (`NotFound` when none matched, `/static/*` for assets), so the labels stay few whatever paths clients send.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: AppMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(request, context, status: response.status.code, since: start)
            return response
        } catch {
            record(request, context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func record(_ request: Request, _ context: Context, status: Int, since start: ContinuousClock.Instant) {
        let route = request.uri.path.hasPrefix("/static/") ? "/static/*" : (context.endpointPath ?? "NotFound")
        metrics.recordRequest(method: request.method.rawValue, route: route, status: status, duration: ContinuousClock.now - start)
    }
}
