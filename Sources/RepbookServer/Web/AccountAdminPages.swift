import Hummingbird
import RepbookCore

/// The owner's pages for other accounts (`/settings/users/{id}`: disable, enable, reset link, delete) and the password
/// reset form a link opens (`/reset?token=`, signed out; the token sits in the query so the request log never shows it).
struct AccountAdminPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let publicOrigin: String?

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings/users/:id") { request, context in
            let (identity, user) = try await member(context)
            return try render(request, identity: identity, user: user)
        }
        web.post("/settings/users/:id/disable") { request, context in
            let (identity, user) = try await member(context)
            let changed = try await services.administration.disable(user)
            let message = pages.localizer(request, identity: identity).text("account.manage.disabled_flash", ["name": changed.username])
            return pages.redirect(to: "/settings/users/\(changed.id)", flash: Flash(.success, message))
        }
        web.post("/settings/users/:id/enable") { request, context in
            let (identity, user) = try await member(context)
            let changed = try await services.administration.enable(user)
            let message = pages.localizer(request, identity: identity).text("account.manage.enabled_flash", ["name": changed.username])
            return pages.redirect(to: "/settings/users/\(changed.id)", flash: Flash(.success, message))
        }
        web.post("/settings/users/:id/reset-link") { request, context in
            let (identity, user) = try await member(context)
            let token = try await services.administration.resetLink(for: user)
            let origin = publicOrigin ?? request.head.authority.map { "http://\($0)" } ?? ""
            return try render(request, identity: identity, user: user, resetLink: "\(origin)/reset?token=\(token)")
        }
        web.post("/settings/users/:id/delete") { request, context in
            let (identity, user) = try await member(context)
            let form = try await FormBody.of(request, context: context)
            do {
                try await services.administration.delete(user, confirmation: form["confirm_username"] ?? "")
                let message = pages.localizer(request, identity: identity).text("account.manage.deleted_flash", ["name": user.username])
                return pages.redirect(to: "/settings", flash: Flash(.success, message))
            } catch let error as DomainError {
                return try render(request, identity: identity, user: user, error: error, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.get("/reset") { request, _ in
            let token = request.uri.queryParameters.get("token") ?? ""
            let user = try await services.administration.resetTarget(token: token)
            return try pages.renderSignedOut(
                "password-reset", title: "title.account.reset", page: PasswordResetPage(token: token, username: user.username), request: request)
        }
        web.post("/reset") { request, context in
            let form = try await FormBody.of(request, context: context)
            let token = form["token"] ?? ""
            do {
                let user = try await services.administration.redeem(
                    token: token, new: form["new_password"] ?? "", confirmation: form["new_password_confirm"] ?? "")
                let message = pages.localizer(request).text("account.reset.done_flash", ["name": user.username])
                return pages.redirect(to: "/signin", flash: Flash(.success, message))
            } catch let error as DomainError where error.field != nil {
                let user = try await services.administration.resetTarget(token: token)
                return try pages.renderSignedOut(
                    "password-reset", title: "title.account.reset", page: PasswordResetPage(token: token, username: user.username, error: error),
                    request: request, status: HTTPStatusMapping.status(for: error))
            }
        }
    }

    /// The signed-in owner and the account the path names; not found for members.
    private func member(_ context: AppRequestContext) async throws -> (WebIdentity, User) {
        let identity = try context.requireWeb()
        guard let id = context.parameters.get("id", as: Int64.self) else { throw HTTPError(.notFound) }
        return (identity, try await services.administration.member(id: id, by: identity.user))
    }

    private func render(
        _ request: Request, identity: WebIdentity, user: User, resetLink: String? = nil, error: DomainError? = nil,
        status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let localizer = pages.localizer(request, identity: identity)
        let page = ManageAccountPage(
            user: user, format: DisplayFormat(settings: identity.settings, localizer: localizer), localizer: localizer, resetLink: resetLink,
            error: error)
        return try pages.render("account-manage", title: user.username, tab: nil, page: page, request: request, identity: identity, status: status)
    }
}
