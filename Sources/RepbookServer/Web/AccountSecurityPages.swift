import Hummingbird
import RepbookCore

/// Settings → Password and sessions: change the password, list the signed-in browsers, sign one out or all of them.
struct AccountSecurityPages: Sendable {
    let services: AppServices
    let pages: WebPages
    /// The OpenID Connect provider's name, for the link to Settings → Sign-in; nil when none is configured.
    let providerName: String?

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/account") { request, context in
            try await render(request, identity: try context.requireWeb())
        }
        web.post("/settings/password") { request, context in try await changePassword(request, context: context) }
        web.post("/settings/sessions/:id/revoke") { request, context in
            let identity = try context.requireWeb()
            guard let id = context.parameters.get("id", as: Int64.self) else { throw HTTPError(.notFound) }
            try await services.sessions.revoke(id: id, of: identity.user)
            let message = pages.localizer(request, identity: identity).text("account.security.browser_signed_out")
            return pages.redirect(to: "/settings/account", flash: Flash(.success, message))
        }
        web.post("/settings/sessions/revoke-all") { request, context in
            let identity = try context.requireWeb()
            let ended = try await services.sessions.signOutEverywhere(identity.user)
            let message = pages.localizer(request, identity: identity).plural("account.security.signed_out_everywhere", count: ended)
            var response = pages.redirect(to: "/signin", flash: Flash(.success, message))
            response.setCookie(pages.cookies.expired(CookieFactory.sessionName))
            return response
        }
    }

    private func changePassword(_ request: Request, context: AppRequestContext) async throws -> Response {
        let identity = try context.requireWeb()
        let form = try await FormBody.of(request, context: context)
        do {
            let revoke: Bool
            switch form["revoke_tokens"] {
            case "yes": revoke = true
            case "no": revoke = false
            default: throw DomainError.invalid(field: "revoke_tokens", message: LocalizedText("error.choose_whether_keep_or_revoke_api"))
            }
            let change = try await services.accounts.changePassword(
                of: identity.user, current: form["current_password"] ?? "", new: form["new_password"] ?? "",
                confirmation: form["new_password_confirm"] ?? "", keepingSession: identity.session.tokenDigest, revokeTokens: revoke)
            let localizer = pages.localizer(request, identity: identity)
            var message = localizer.plural("account.security.password_changed", count: change.endedSessions)
            if revoke { message += " " + localizer.plural("account.security.tokens_revoked", count: change.revokedTokens) }
            return pages.redirect(to: "/settings/account", flash: Flash(.success, message))
        } catch let error as DomainError {
            return try await render(request, identity: identity, error: error, status: HTTPStatusMapping.status(for: error))
        }
    }

    private func render(
        _ request: Request, identity: WebIdentity, error: DomainError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        var page = try await AccountSecurityPage.make(
            for: identity.user, current: identity.session, settings: identity.settings, sessions: services.sessions, passwordError: error,
            localizer: pages.localizer(request, identity: identity))
        page.providerName = providerName
        return try pages.render(
            "account-security", title: "title.account.security", tab: nil, page: page, request: request, identity: identity, status: status)
    }
}
