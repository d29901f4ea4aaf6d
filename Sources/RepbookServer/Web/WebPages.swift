import Hummingbird
import RepbookCore

/// Builds page responses: the chrome from the request's identity, flash messages, redirects and cookies.
struct WebPages: Sendable {
    let renderer: PageRenderer
    let cookies: CookieFactory

    /// A signed-in page.
    func render<Page: Sendable>(
        _ template: String, title: String, tab: TabLink.Tab?, page: Page,
        request: Request, identity: WebIdentity, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let flash = CookieFactory.flash(from: request)
        let chrome = PageChrome(
            title: title, activeTab: tab, username: identity.user.username, csrfToken: identity.session.csrfToken,
            appearance: identity.settings.appearance, flash: flash, liveWorkout: template == "workout" ? nil : identity.liveWorkout)
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
        let chrome = PageChrome(title: title, activeTab: nil, username: nil, csrfToken: token, appearance: .system, flash: flash)
        var response = try renderer.response(template, PageView(chrome: chrome, page: page), status: status)
        if existing == nil { response.setCookie(cookies.csrf(token: token)) }
        if flash != nil { response.setCookie(cookies.expired(CookieFactory.flashName)) }
        return response
    }

    /// A 303 redirect, optionally carrying a message for the next page.
    func redirect(to location: String, flash: Flash? = nil) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if let flash { response.setCookie(cookies.flash(flash)) }
        return response
    }
}
