import Hummingbird
import RepbookCore

/// Settings → Status, the owner's view of the instance (`InstanceStatus`); anyone else gets 404.
struct StatusPages: Sendable {
    let report: InstanceStatusReport
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/status") { request, context in
            let identity = try context.requireWeb()
            let status = try await report.status(for: identity.user)
            return try pages.render("status", title: "title.data.status", tab: nil, page: status, request: request, identity: identity)
        }
    }
}
