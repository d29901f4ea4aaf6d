import Hummingbird
import RepbookCore

/// `/body/weight`: body weight.
struct BodyWeightPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/weight") { request, context in
            let identity = try context.requireWeb()
            let page = MessagePage(status: 200, heading: "Weight", message: "Coming in this change.")
            return try pages.render("message", title: "Weight", tab: .body, page: page, request: request, identity: identity)
        }
    }
}
