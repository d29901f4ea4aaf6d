import Foundation
import PostgresNIO
import RepbookCore

/// Who is asking, read on every request: PostgreSQL's own path, a prepared statement (`PostgresHotStatements`) parsed
/// and planned once per pooled connection, which the shared engine's plain statements would parse on every call.
extension PostgresStore {
    public func apiTokenOwner(digest: String, now: Date) async throws -> (token: APIToken, caller: Caller)? {
        try await single { connection in
            try await connection.first(PostgresHotStatements.CallerByAPIToken(digest: digest, now: now), logger: logger)
                .map { (token: $0.0, caller: $0.1) }
        }
    }

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)? {
        try await single { connection in
            try await connection.first(PostgresHotStatements.CallerBySession(digest: tokenDigest, now: now), logger: logger)
                .map { (session: $0.0, caller: $0.1) }
        }
    }
}
