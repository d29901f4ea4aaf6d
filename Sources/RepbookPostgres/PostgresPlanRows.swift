import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// A plan saved whole inside the caller's transaction, a template with its exercises or a split with its days: the
/// template and split stores' inserts and edits (`PostgresTemplateRows`, `PostgresSplitRows`).
protocol PostgresPlanRows {
    associatedtype Draft
    associatedtype Plan

    /// Inserts the plan's own row and answers its id; a name the user has is `conflict`.
    static func insert(
        _ draft: Draft, conflict: DomainError, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64
    /// Sets the user's plan `id`'s own row to `draft`, answering the rows changed (none when it is not the user's).
    static func updateRow(id: Int64, to draft: Draft, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger) async throws -> Int
    /// Deletes the plan's exercises or days.
    static func deleteChildren(of id: Int64, connection: PostgresConnection, logger: Logger) async throws
    /// Inserts the draft's exercises or days into the plan `id`, after checking that what they name is the user's.
    static func insertChildren(of draft: Draft, id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws
    /// The user's plan `id`, or not found.
    static func require(id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Plan
    static func notFound(_ id: Int64) -> DomainError
}

extension PostgresPlanRows {
    /// Inserts the plan with its exercises or days and reads it back.
    static func insertWhole(
        _ draft: Draft, conflict: DomainError, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Plan {
        let id = try await insert(draft, conflict: conflict, userID: userID, now: now, connection: connection, logger: logger)
        try await insertChildren(of: draft, id: id, userID: userID, connection: connection, logger: logger)
        return try await require(id: id, userID: userID, connection: connection, logger: logger)
    }

    /// Replaces the user's plan `id` by `draft` and reads it back. The UPDATE of its own row comes first and locks it: a
    /// second edit of the plan waits there, then replaces the exercises or days whole.
    static func updateWhole(
        id: Int64, to draft: Draft, conflict: DomainError, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Plan {
        let updated = try await connection.mappingUniqueViolation(to: conflict) {
            try await updateRow(id: id, to: draft, userID: userID, now: now, connection: connection, logger: logger)
        }
        guard updated > 0 else { throw notFound(id) }
        try await deleteChildren(of: id, connection: connection, logger: logger)
        try await insertChildren(of: draft, id: id, userID: userID, connection: connection, logger: logger)
        return try await require(id: id, userID: userID, connection: connection, logger: logger)
    }
}
