import Hummingbird
import RepbookCore

/// Settings: preferences, accounts (owner) and API tokens.
struct SettingsPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/settings") { request, context in
            let identity = try context.requireWeb()
            return try await render(request, identity: identity)
        }
        web.post("/settings") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let input = SettingsInput(
                weightUnit: form["weight_unit"], appearance: form["appearance"], timeZone: form["time_zone"],
                defaultRestSeconds: form["default_rest_seconds"], oneRepMaxFormula: form["e1rm_formula"], weeklyTarget: form["weekly_target"],
                height: form["height"], goalWeight: form["goal_weight"],
                warmUpRestSeconds: form["warmup_rest_seconds"], dropSetRestSeconds: form["drop_rest_seconds"],
                effortScale: form["effort_scale"], language: form["language"])
            do {
                _ = try await services.settings.update(for: identity.user, input: input)
                let saved = pages.renderer.localization.localizer(
                    choice: input.language ?? identity.settings.language, acceptLanguage: request.headers[.acceptLanguage])
                return pages.redirect(to: "/settings", flash: Flash(.success, saved.text("settings.saved")))
            } catch let error as DomainError {
                return try await render(request, identity: identity, input: input, settingsError: error, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/settings/users") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            do {
                let user = try await services.accounts.createAccount(
                    by: identity.user, username: form["username"] ?? "", password: form["password"] ?? "")
                return pages.redirect(to: "/settings", flash: Flash(.success, "Account \(user.username) created."))
            } catch let error as DomainError {
                return try await render(request, identity: identity, accountError: error, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/settings/tokens") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            do {
                let days = try Self.lifetime(form["expires_in_days"])
                let issued = try await services.tokens.issue(for: identity.user, label: form["label"] ?? "", expiresInDays: days)
                return try await render(request, identity: identity, newToken: issued.token)
            } catch let error as DomainError {
                return try await render(request, identity: identity, tokenError: error, status: HTTPStatusMapping.status(for: error))
            }
        }
        web.post("/settings/tokens/:id/revoke") { request, context in
            let identity = try context.requireWeb()
            guard let id = context.parameters.get("id", as: Int64.self) else { throw HTTPError(.notFound) }
            try await services.tokens.revoke(id: id, of: identity.user)
            return pages.redirect(to: "/settings", flash: Flash(.success, "Token revoked."))
        }
    }

    /// The token form's lifetime choice: empty for none, else a whole number of days.
    private static func lifetime(_ field: String?) throws(DomainError) -> Int? {
        guard let field, !field.isEmpty, field != "never" else { return nil }
        guard let days = Int(field) else { throw .invalid(field: "expires_in_days", message: LocalizedText("error.choose_how_long_token_lasts")) }
        return days
    }

    private func render(
        _ request: Request, identity: WebIdentity, input: SettingsInput = SettingsInput(), newToken: String? = nil,
        settingsError: DomainError? = nil, accountError: DomainError? = nil, tokenError: DomainError? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = try await SettingsPage.make(
            for: identity.user, settings: services.settings, accounts: services.accounts, tokens: services.tokens,
            input: input, newToken: newToken, settingsError: settingsError, accountError: accountError, tokenError: tokenError,
            localizer: pages.localizer(request, identity: identity), languages: pages.renderer.localization.choices)
        return try pages.render("settings", title: "title.settings", tab: nil, page: page, request: request, identity: identity, status: status)
    }
}
