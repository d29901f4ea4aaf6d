import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The statements every request or every logged set runs, as prepared statements: postgres-nio prepares each once per
/// pooled connection, so PostgreSQL parses and plans it once instead of on every call (measured: parsing and planning
/// were two thirds of the server's time for a changed set). Each names its parameters' types, so a first call that
/// binds NULL cannot leave PostgreSQL to guess one. Other statements stay plain `PostgresQuery` interpolations.
enum PostgresHotStatements {
    /// Who holds an API token: the token, its user and their settings, when the token is live and the user enabled.
    struct CallerByAPIToken: PostgresPreparedStatement {
        static let sql = PostgresCallerQuery.select(table: "api_token", columns: PostgresRowDecoding.apiTokenColumns)
            + " api_token.token_digest = $1 AND (api_token.expires_at IS NULL OR api_token.expires_at > $2)"
        static let bindingDataTypes: [PostgresDataType] = [.text, .timestamptz]
        let digest: String
        let now: Date

        func makeBindings() -> PostgresBindings { .values { $0.append(digest); $0.append(now) } }
        func decodeRow(_ row: PostgresRow) throws -> (APIToken, Caller) { try PostgresCallerQuery.decode(PostgresRowDecoding.apiToken)(row) }
    }

    /// Who holds a web session: the session, its user and their settings, when the session is live and the user enabled.
    struct CallerBySession: PostgresPreparedStatement {
        static let sql = PostgresCallerQuery.select(table: "web_session", columns: PostgresRowDecoding.sessionColumns)
            + " web_session.token_digest = $1 AND web_session.expires_at > $2"
        static let bindingDataTypes: [PostgresDataType] = [.text, .timestamptz]
        let digest: String
        let now: Date

        func makeBindings() -> PostgresBindings { .values { $0.append(digest); $0.append(now) } }
        func decodeRow(_ row: PostgresRow) throws -> (WebSession, Caller) { try PostgresCallerQuery.decode(PostgresRowDecoding.session)(row) }
    }

}

extension PostgresBindings {
    /// Bindings appended in order by `append`.
    static func values(_ append: (inout PostgresBindings) -> Void) -> PostgresBindings {
        var bindings = PostgresBindings()
        append(&bindings)
        return bindings
    }
}

extension PostgresConnection {
    /// Sends the prepared `statement` (preparing it first on this connection's first use) and answers its rows; a closed
    /// connection is refused before sending and ends the wait, as `rows(_:logger:)` does for plain statements.
    func rows<Statement: PostgresPreparedStatement>(_ statement: Statement, logger: Logger) async throws -> [Statement.Row]
    where Statement.Row: Sendable {
        guard !isClosed else { throw PostgresConnectionLoss.closedBeforeSending }
        return try await watchingClose { [self] in
            // Drained row by row: postgres-nio's command-tag overload reads the tag before the rows are consumed and traps.
            var rows: [Statement.Row] = []
            for try await row in try await execute(statement, logger: logger) { rows.append(row) }
            return rows
        }
    }

    /// The first row of the prepared `statement`; nil when there is none.
    func first<Statement: PostgresPreparedStatement>(_ statement: Statement, logger: Logger) async throws -> Statement.Row?
    where Statement.Row: Sendable {
        try await rows(statement, logger: logger).first
    }
}
