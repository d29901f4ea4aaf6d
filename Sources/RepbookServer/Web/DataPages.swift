import Hummingbird
import RepbookCore

/// Settings → Import and export: the page that brings a workout history in and offers every export.
struct DataPages: Sendable {
    let pages: WebPages
    let limits: UploadLimits

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/data") { request, context in
            let identity = try context.requireWeb()
            let page = DataPage(
                unit: identity.settings.weightUnit, isOwner: identity.user.isOwner, limit: ByteCount.text(Int(limits.historyCSVBytes)))
            return try pages.render("data", title: page.title, tab: nil, page: page, request: request, identity: identity)
        }
    }
}
