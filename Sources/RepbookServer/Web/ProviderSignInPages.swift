import Foundation
import Hummingbird
import Logging
import RepbookCore

/// Sign-in through the OpenID Connect provider (authorization code flow with PKCE): `GET /signin/oidc` sends the
/// browser to the provider with a fresh state, nonce and code challenge kept in the `repbook_oidc` cookie;
/// `GET /signin/oidc/callback` checks the state, exchanges the code, verifies the ID token and opens an ordinary
/// session for the linked account (or a new one, when the configuration allows). Settings → Sign-in links the provider
/// to the signed-in account (`GET /settings/sign-in/link`, the same trip) and removes links.
struct ProviderSignInPages: Sendable {
    let services: AppServices
    let pages: WebPages
    let provider: OIDCProviderClient
    let configuration: OIDCConfiguration
    /// This server's address for the provider's redirect back (`<public origin>/signin/oidc/callback`).
    let redirectURI: String
    let signInChoices: SignInChoices
    let logger: Logger

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/signin/oidc") { request, _ in
            try await start(.signIn, next: LocalRedirect.path(request.uri.queryParameters.get("next")) ?? "")
        }
        web.get("/signin/oidc/callback") { request, context in try await finish(request, context: context) }
        web.get("/settings/sign-in") { request, context in try await showLinks(request, identity: try context.requireWeb()) }
        // A link, not a form: CSP's form-action 'self' stops a form's redirect to the provider. Starting the trip
        // changes nothing; only its return, carrying this browser's state, links the account.
        web.get("/settings/sign-in/link") { _, context in
            _ = try context.requireWeb()
            return try await start(.link, next: "/settings/sign-in")
        }
        web.post("/settings/sign-in/unlink") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            try await services.providerSignIn.unlink(issuer: form["issuer"] ?? "", subject: form["subject"] ?? "", of: identity.user)
            return pages.redirect(to: "/settings/sign-in", flash: Flash(
                .success, pages.localizer(request, identity: identity).text("account.provider.unlinked", ["name": configuration.providerName])))
        }
    }

    private func start(_ purpose: PendingProviderSignIn.Purpose, next: String) async throws -> Response {
        let metadata = try await provider.discovered()
        let pending = PendingProviderSignIn.start(purpose, next: next)
        var response = Response.redirect(
            to: pending.authorizationURL(endpoint: metadata.authorizationEndpoint, configuration: configuration, redirectURI: redirectURI),
            type: .found)
        response.setCookie(pages.cookies.providerSignIn(pending.cookieValue))
        return response
    }

    private func finish(_ request: Request, context: AppRequestContext) async throws -> Response {
        let query = request.uri.queryParameters
        guard let pending = PendingProviderSignIn.from(cookie: request.cookies[CookieFactory.providerSignInName]?.value),
              let state = query.get("state"), SecretToken.constantTimeEquals(state, pending.state)
        else {
            return try refused(DomainError.forbidden(LocalizedText("error.sign_in_did_not_start_here")), request: request)
        }
        do {
            if let error = query.get("error") {
                let description = query.get("error_description").map { ": \($0)" } ?? ""
                throw DomainError.unauthenticated(
                    LocalizedText("error.did_not_sign_you_in",
                        ["providerName": "\(configuration.providerName)", "error": "\(error)", "value": "\(description)"]))
            }
            guard let code = query.get("code"), !code.isEmpty else {
                throw DomainError.unauthenticated(
                    LocalizedText("error.sent_no_authorization_code", ["providerName": "\(configuration.providerName)"]))
            }
            let idToken = try await provider.idToken(code: code, verifier: pending.verifier, redirectURI: redirectURI)
            let claims = try await provider.verifiedClaims(of: idToken, nonce: pending.nonce, now: Date())
            var response: Response
            if pending.purpose == .link, let identity = context.web {
                try await services.providerSignIn.link(claims, to: identity.user)
                let message = pages.localizer(request, identity: identity).text("account.provider.linked_flash", ["name": configuration.providerName])
                response = pages.redirect(to: "/settings/sign-in", flash: Flash(.success, message))
            } else {
                let user = try await services.providerSignIn.account(for: claims, policy: configuration.accountPolicy)
                let signedIn = try await services.sessions.open(for: user, from: SignInOrigin.of(request, context: context))
                logger.info("signed in \(SignInLog.printable(user.username)) through \(configuration.providerName) from \(context.remoteAddress)")
                response = pages.signedIn(signedIn, flash: nil, to: pending.next.isEmpty ? "/" : pending.next)
            }
            response.setCookie(pages.cookies.expired(CookieFactory.providerSignInName))
            return response
        } catch let error as DomainError {
            SignInLog.refused(error, username: "(\(configuration.providerName))", address: context.remoteAddress, logger: logger)
            if pending.purpose == .link, context.web != nil {
                var response = pages.redirect(to: "/settings/sign-in", flash: Flash(.error, error.message))
                response.setCookie(pages.cookies.expired(CookieFactory.providerSignInName))
                return response
            }
            return try refused(error, request: request)
        }
    }

    /// The sign-in page with the reason the provider's sign-in was refused.
    private func refused(_ error: DomainError, request: Request) throws -> Response {
        var page = SignInPage(error: error)
        page.providerName = configuration.providerName
        page.passwordSignIn = signInChoices.passwordSignIn
        var response = try pages.renderSignedOut(
            "signin", title: "Sign in", page: page, request: request, status: HTTPStatusMapping.status(for: error))
        response.setCookie(pages.cookies.expired(CookieFactory.providerSignInName))
        return response
    }

    private func showLinks(_ request: Request, identity: WebIdentity) async throws -> Response {
        let linked = try await services.providerSignIn.identities(of: identity.user).filter { $0.issuer == configuration.issuer }
        let page = ProviderLinksPage(
            providerName: configuration.providerName,
            links: linked.map { ProviderLinksPage.Link(issuer: $0.issuer, subject: $0.subject) })
        return try pages.render("provider-links", title: "title.account.provider", tab: nil, page: page, request: request, identity: identity)
    }
}

