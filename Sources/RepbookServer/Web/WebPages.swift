import Hummingbird
import RepbookCore

/// Builds page responses: the chrome from the request's identity, flash messages, redirects and cookies.
struct WebPages: Sendable {
    let renderer: PageRenderer
    let cookies: CookieFactory

    /// A signed-in page.
    /// The pages that show the workout in progress themselves (the workout, and home's "in progress" card), where the
    /// bar leading back to it would only repeat them.
    static let showingTheWorkout: Set<String> = ["workout", "home"]

    func render<Page: Sendable>(
        _ template: String, title: String, tab: TabLink.Tab?, page: Page,
        request: Request, identity: WebIdentity, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let flash = CookieFactory.flash(from: request)
        let localizer = localizer(request, identity: identity)
        let chrome = PageChrome(
            title: Self.title(title, localizer), activeTab: tab, username: identity.user.username, csrfToken: identity.session.csrfToken,
            appearance: identity.settings.appearance, flash: flash, localizer: localizer,
            liveWorkout: Self.showingTheWorkout.contains(template) ? nil : identity.liveWorkout)
        var response = try renderer.response(template, PageView(chrome: chrome, page: page), status: status)
        if flash != nil { response.setCookie(cookies.expired(CookieFactory.flashName)) }
        return response
    }

    /// A signed-out page with a form; reuses or sets the anonymous CSRF cookie its form must match.
    func renderSignedOut<Page: Sendable>(
        _ template: String, title: String, page: Page, request: Request, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let existing = request.cookies[CookieFactory.csrfName]?.value
        let token = existing ?? SecretToken.generate()
        let flash = CookieFactory.flash(from: request)
        let localizer = localizer(request)
        let chrome = PageChrome(
            title: Self.title(title, localizer), activeTab: nil, username: nil, csrfToken: token, appearance: .system, flash: flash,
            localizer: localizer)
        var response = try renderer.response(template, PageView(chrome: chrome, page: page), status: status)
        if existing == nil { response.setCookie(cookies.csrf(token: token)) }
        if flash != nil { response.setCookie(cookies.expired(CookieFactory.flashName)) }
        return response
    }

    /// The language of a page: the user's choice, or for `auto` and signed-out pages the request's `Accept-Language`.
    func localizer(_ request: Request, identity: WebIdentity? = nil) -> Localizer {
        renderer.localization.localizer(
            choice: identity?.settings.language ?? Localization.automatic, acceptLanguage: request.headers[.acceptLanguage])
    }

    /// A page's title: a catalog key (`title.settings`) in the page's language, any other text (a workout's name) as it is.
    static func title(_ title: String, _ localizer: Localizer) -> String {
        title.hasPrefix("title.") && localizer.has(title) ? localizer.text(title) : title
    }

    /// A 303 redirect, optionally carrying a message for the next page.
    func redirect(to location: String, flash: Flash? = nil) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if let flash { response.setCookie(cookies.flash(flash)) }
        return response
    }
}
