import Foundation
import RepbookCore

/// A plan saved whole inside the caller's transaction, a template with its exercises or a split with its days: the
/// steps their inserts and edits share (`TemplateRows`, `SplitRows`).
protocol PlanRows {
    associatedtype Draft
    associatedtype Plan

    /// Inserts the plan's own row and answers its id; a name the user has is `conflict`.
    static func insert(_ draft: Draft, conflict: DomainError, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64
    /// Sets the user's plan `id`'s own row to `draft`, answering the rows changed (none when it is not the user's).
    static func updateRow(id: Int64, to draft: Draft, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int
    /// Deletes the plan's exercises or days.
    static func deleteChildren(of id: Int64, _ connection: any SQLConnection) throws
    /// Inserts the draft's exercises or days into the plan `id`, after checking that what they name is the user's.
    static func insertChildren(of draft: Draft, id: Int64, userID: Int64, _ connection: any SQLConnection) throws
    /// The user's plan `id`, or not found.
    static func require(id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> Plan
    /// The not-found error of the plan `id`.
    static func notFound(_ id: Int64) -> DomainError
}

extension PlanRows {
    /// Inserts the plan with its exercises or days and reads it back.
    static func insertWhole(_ draft: Draft, conflict: DomainError, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Plan {
        let id = try insert(draft, conflict: conflict, userID: userID, now: now, connection)
        try insertChildren(of: draft, id: id, userID: userID, connection)
        return try require(id: id, userID: userID, connection)
    }

    /// Replaces the user's plan `id` by `draft` and reads it back. The UPDATE of its own row comes first and locks it (on
    /// PostgreSQL): a second edit of the plan waits there, then replaces the exercises or days whole.
    static func updateWhole(id: Int64, to draft: Draft, conflict: DomainError, userID: Int64, now: Date, _ connection: any SQLConnection) throws
        -> Plan
    {
        let updated = try connection.mappingUniqueViolation(to: conflict) {
            try updateRow(id: id, to: draft, userID: userID, now: now, connection)
        }
        guard updated > 0 else { throw notFound(id) }
        try deleteChildren(of: id, connection)
        try insertChildren(of: draft, id: id, userID: userID, connection)
        return try require(id: id, userID: userID, connection)
    }
}
