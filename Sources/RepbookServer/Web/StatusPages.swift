import Foundation
import Hummingbird
import RepbookCore

/// Settings → Status, the owner's view of the instance (`InstanceStatus`); anyone else gets 404.
struct StatusPages: Sendable {
    let report: InstanceStatusReport
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/status") { request, context in
            let identity = try context.requireWeb()
            let now = Date()
            let status = try await report.status(for: identity.user, now: now)
            let page = StatusPage(status, now: now, localizer: pages.localizer(request, identity: identity))
            return try pages.render("status", title: "title.data.status", tab: nil, page: page, request: request, identity: identity)
        }
    }
}
