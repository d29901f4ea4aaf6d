import Hummingbird
import RepbookCore

/// `/body/photos`: progress photos.
struct ProgressPhotoPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/photos") { request, context in
            let identity = try context.requireWeb()
            let page = MessagePage(status: 200, heading: "Photos", message: "Coming in this change.")
            return try pages.render("message", title: "Photos", tab: .body, page: page, request: request, identity: identity)
        }
    }
}
