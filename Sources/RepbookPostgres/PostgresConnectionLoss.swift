import Foundation
import PostgresNIO
import RepbookCore

/// A connection to the database that broke while an intent used it, or could not be had at all: the server ended it (an
/// administrator's `pg_terminate_backend`, a restart), the network failed, or no new one could be made. It says what
/// happened and what became of the intent: a transaction that had not reached COMMIT is rolled back by PostgreSQL when
/// its session ends, so nothing changed; one lost during COMMIT, or a lone statement lost in flight, was applied whole or
/// not at all, and nobody can tell which until the data is read again.
struct PostgresConnectionLoss: Error, CustomStringConvertible {
    /// What the intent's changes became.
    enum Outcome: Sendable {
        /// Nothing was written: the loss came before the statement was sent or before COMMIT.
        case nothingChanged
        /// The statement or the COMMIT was sent and its answer lost: applied whole or not at all.
        case unknown
    }

    /// What happened, in words for people (no SQL).
    let cause: String
    var outcome: Outcome
    /// True when no connection could be had at all (the server cannot be reached), false when one broke in use.
    var unreachable = false

    var description: String { domainError.message }

    /// The error the user sees, the same on the pages, the API and the command line (HTTP 503).
    var domainError: DomainError {
        if unreachable {
            return .unavailable(LocalizedText("error.database_cannot_reached_nothing_was_changed", ["cause": "\(cause)"]))
        }
        switch outcome {
        case .nothingChanged:
            return .unavailable(LocalizedText("error.database_connection_was_lost_nothing_was", ["cause": "\(cause)"]))
        case .unknown:
            return .unavailable(LocalizedText("error.database_lost_outcome_unknown", ["cause": .text("\(cause)")]))
        }
    }

    /// A connection found closed before a statement was sent on it.
    static let closedBeforeSending = PostgresConnectionLoss(cause: "the database server closed it", outcome: .nothingChanged)

    /// The loss `error` reports, or nil for any other error (a refusal, a conflict, a bad statement). `outcome` is what
    /// the caller knows of its changes when the statement was sent.
    static func of(_ error: any Error, outcome: Outcome) -> PostgresConnectionLoss? {
        // A loss found before sending knows its outcome better than the caller.
        if let loss = error as? PostgresConnectionLoss { return loss }
        if error is ClosedWhileWaiting { return PostgresConnectionLoss(cause: "the database server closed it", outcome: outcome) }
        guard let error = error as? PSQLError, let cause = cause(of: error) else { return nil }
        return PostgresConnectionLoss(cause: cause, outcome: outcome)
    }

    /// What a PostgreSQL error says of the connection, or nil when it is not about the connection. The server's
    /// SQLSTATEs are PostgreSQL's appendix A: class 08 (connection exception), 57P01-57P03 (operator intervention: ended
    /// by an administrator, a crash, a server starting or stopping), 57P05 and 25P03 (idle timeouts).
    static func cause(of error: PSQLError) -> String? {
        switch error.code {
        case .server:
            guard let state = error.serverInfo?[.sqlState] else { return nil }
            switch state {
            case "57P01": return "the database server ended it (an administrator, or the server stopping or restarting)"
            case "57P02", "57P03": return "the database server is restarting or starting up"
            case "57P05", "25P03": return "the database server ended a connection that was idle too long"
            default: return state.hasPrefix("08") ? "the database server broke off the connection" : nil
            }
        case .serverClosedConnection, .uncleanShutdown:
            return "the database server closed it"
        case .clientClosedConnection, .poolClosed:
            return "it was closed while in use (the server is stopping)"
        case .connectionError:
            return "the network connection to the database server failed"
        default:
            return nil
        }
    }
}
