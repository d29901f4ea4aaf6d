import Hummingbird
import RepbookCore

/// `/body`: the Body tab's day page.
struct BodyDayPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body") { request, context in
            let identity = try context.requireWeb()
            let page = MessagePage(status: 200, heading: "Day", message: "Coming in this change.")
            return try pages.render("message", title: "Day", tab: .body, page: page, request: request, identity: identity)
        }
    }
}
