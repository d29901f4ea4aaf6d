import Hummingbird
import RepbookCore

/// `/api/v1/auth/password` and `/api/v1/auth/sessions`: the password change and the user's browser sessions.
struct AccountSecurityAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("auth/password") { request, context in
            let body = try await JSONBody.decode(PasswordChangeRequest.self, from: request)
            let change = try await services.accounts.changePassword(
                of: try context.requireAPIUser(), current: body.current_password, new: body.new_password, confirmation: body.new_password,
                keepingSession: nil, revokeTokens: body.revoke_tokens)
            return PasswordChangeJSON(ended_sessions: change.endedSessions, revoked_tokens: change.revokedTokens)
        }
        api.get("auth/sessions") { _, context in
            SessionListJSON(sessions: try await services.sessions.sessions(of: try context.requireAPIUser()).map(SessionJSON.init))
        }
        api.delete("auth/sessions/:id") { _, context in
            try await services.sessions.revoke(id: try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.delete("auth/sessions") { _, context in
            let ended = try await services.sessions.signOutEverywhere(try context.requireAPIUser())
            return PasswordChangeJSON(ended_sessions: ended, revoked_tokens: 0)
        }
    }
}
