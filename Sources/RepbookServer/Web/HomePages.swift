import Hummingbird
import RepbookCore

/// Home and the tabs whose content later issues add.
struct HomePages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/") { request, context in
            if context.web == nil, try await services.accounts.needsOwnerSetup() { return pages.redirect(to: "/setup") }
            let identity = try context.requireWeb()
            let page = try await HomePage.make(for: identity.user, exercises: services.exercises)
            return try pages.render("home", title: "Home", tab: .home, page: page, request: request, identity: identity)
        }
        for (path, tab, heading, message) in Self.comingTabs {
            web.get(RouterPath(stringLiteral: path)) { request, context in
                let identity = try context.requireWeb()
                let page = MessagePage(status: 200, heading: heading, message: message)
                return try pages.render("message", title: heading, tab: tab, page: page, request: request, identity: identity)
            }
        }
    }

    private static let comingTabs: [(String, TabLink.Tab?, String, String)] = [
        ("/history", .history, "History", "Your workouts will show here, day by day, once you log your first one."),
        ("/analytics", .analytics, "Analytics", "Records, estimated 1RM and trends appear here once you have logged some sets."),
        ("/body", nil, "Body", "Body weight, photos and measurements arrive here soon."),
    ]
}
