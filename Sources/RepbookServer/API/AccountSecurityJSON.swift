import Foundation
import Hummingbird
import RepbookCore

/// `POST /api/v1/auth/password`: the current and new password, and whether to revoke every API token too.
struct PasswordChangeRequest: Decodable {
    let current_password: String
    let new_password: String
    /// Required: the API asks, as the page does, whether the tokens go too.
    let revoke_tokens: Bool
}

/// What a password change or "sign out everywhere" ended.
struct PasswordChangeJSON: ResponseEncodable {
    let ended_sessions: Int
    let revoked_tokens: Int
}

/// A signed-in browser, without its secret.
struct SessionJSON: ResponseEncodable {
    let id: Int64
    let device: String
    let address: String
    let created_at: Date
    let last_used_at: Date
    let expires_at: Date

    init(_ session: WebSession) {
        id = session.id
        device = session.device
        address = session.address
        created_at = session.createdAt
        last_used_at = session.lastUsedAt
        expires_at = session.expiresAt
    }
}

/// `{"sessions": [...]}`.
struct SessionListJSON: ResponseEncodable {
    let sessions: [SessionJSON]
}
