import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// Who is asking, read on every request: SQLite's own path (`StoreDatabase.readCredential`, the dedicated credentials
/// connection on the calling thread), which the shared engine's hop to GRDB's reader queue would make slower. One
/// cached statement by the credential's digest (`CallerRows`), its row read in place by position.
extension SQLiteStore {
    public func apiTokenOwner(digest: String, now: Date) async throws -> (token: APIToken, caller: Caller)? {
        try await writer.readCredential { db in
            try GRDBConnection(db: db).first(CallerRows.apiTokenOwner, [digest, now], columns: CallerRows.apiTokenColumns, CallerRows.apiToken)
        }
    }

    public func sessionOwner(tokenDigest: String, now: Date) async throws -> (session: WebSession, caller: Caller)? {
        try await writer.readCredential { db in
            try GRDBConnection(db: db).first(CallerRows.sessionOwner, [tokenDigest, now], columns: CallerRows.sessionColumns, CallerRows.session)
        }
    }
}
