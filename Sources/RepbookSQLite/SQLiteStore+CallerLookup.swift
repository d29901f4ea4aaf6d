import Foundation
import GRDB
import RepbookCore

/// Who is asking, read on every request: SQLite's own path (`StoreDatabase.readCredential`, the dedicated credentials
/// connection on the calling thread), which the shared engine's hop to GRDB's reader queue would make slower.
extension SQLiteStore {
    public func apiTokenOwner(digest: String, now: Date) async throws -> (token: APIToken, caller: Caller)? {
        try await writer.readCredential { db in
            try CallerQuery.fetch(
                from: "api_token", where: "api_token.token_digest = ? AND (api_token.expires_at IS NULL OR api_token.expires_at > ?)",
                arguments: [digest, StoredInstant.text(now)], db: db)
                .map { (RowDecoding.apiToken($0.credential), $0.caller) }
        }
    }

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)? {
        try await writer.readCredential { db in
            try CallerQuery.fetch(
                from: "web_session", where: "web_session.token_digest = ? AND web_session.expires_at > ?",
                arguments: [tokenDigest, StoredInstant.text(now)], db: db
            ).map { (RowDecoding.session($0.credential), $0.caller) }
        }
    }
}
