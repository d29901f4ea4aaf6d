import Foundation
import Hummingbird
import Logging
import RepbookCore

/// Owner setup, sign-in and sign-out.
struct AccountPages: Sendable {
    let services: AppServices
    let pages: WebPages
    /// Where refused sign-ins are logged.
    let logger: Logger
    /// The identity provider offered beside the password form, and whether that form is offered.
    var signInChoices = SignInChoices()

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/setup") { request, _ in try await showSetup(request) }
        web.post("/setup") { request, context in try await submitSetup(request, context: context) }
        web.get("/signin") { request, context in try await showSignIn(request, context: context) }
        web.post("/signin") { request, context in try await submitSignIn(request, context: context) }
        web.post("/signout") { request, context in try await signOut(request, context: context) }
    }

    private func showSetup(_ request: Request) async throws -> Response {
        guard try await services.accounts.needsOwnerSetup() else { throw HTTPError(.notFound) }
        return try pages.renderSignedOut("setup", title: "title.account.setup", page: SetupPage(), request: request)
    }

    private func submitSetup(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard try await services.accounts.needsOwnerSetup() else { throw HTTPError(.notFound) }
        let form = try await FormBody.of(request, context: context)
        let username = form["username"] ?? ""
        do {
            guard form["password"] == form["password_confirm"] else {
                throw DomainError.invalid(field: "password_confirm", message: LocalizedText("error.two_passwords_differ"))
            }
            let user = try await services.accounts.setUpOwner(
                username: username, password: form["password"] ?? "", timeZoneIdentifier: form["time_zone"] ?? "UTC")
            return pages.signedIn(
                try await services.sessions.open(for: user, from: SignInOrigin.of(request, context: context)),
                flash: Flash(.success, pages.localizer(request).text("account.setup.welcome_flash", ["name": user.username])))
        } catch let error as DomainError {
            return try pages.renderSignedOut(
                "setup", title: "title.account.setup", page: SetupPage(username: username, error: error), request: request,
                status: HTTPStatusMapping.status(for: error))
        }
    }

    private func showSignIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        // With an identity provider the first sign-in through it may create the owner, so the page stays.
        if signInChoices.providerName == nil, try await services.accounts.needsOwnerSetup() { return pages.redirect(to: "/setup") }
        let next = LocalRedirect.path(request.uri.queryParameters.get("next")) ?? ""
        if context.web != nil { return pages.redirect(to: next.isEmpty ? "/" : next) }
        return try pages.renderSignedOut("signin", title: "title.signin", page: signInChoices.offered(on: SignInPage(next: next)), request: request)
    }

    private func submitSignIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await FormBody.of(request, context: context)
        let username = form["username"] ?? ""
        let next = LocalRedirect.path(form["next"]) ?? ""
        do {
            try signInChoices.checkPasswordSignIn()
            let signedIn = try await services.sessions.signIn(
                username: username, password: form["password"] ?? "", from: SignInOrigin.of(request, context: context))
            return pages.signedIn(signedIn, flash: nil, to: next.isEmpty ? "/" : next)
        } catch let error as DomainError {
            SignInLog.refused(error, username: username, address: context.remoteAddress, logger: logger)
            return try pages.renderSignedOut(
                "signin", title: "title.signin", page: signInChoices.offered(on: SignInPage(username: username, error: error, next: next)),
                request: request,
                status: HTTPStatusMapping.status(for: error))
        }
    }

    private func signOut(_ request: Request, context: AppRequestContext) async throws -> Response {
        if let token = request.cookies[CookieFactory.sessionName]?.value {
            try await services.sessions.signOut(cookieToken: token)
        }
        var response = pages.redirect(to: "/signin", flash: Flash(.success, pages.localizer(request).text("account.signed_out_flash")))
        response.setCookie(pages.cookies.expired(CookieFactory.sessionName))
        return response
    }
}
