import Foundation

/// Persistence of supplements, their stacks and each day's checklist; every call is scoped to one user.
public protocol SupplementStore: Sendable {
    /// Every supplement of the user, retired ones included.
    func supplements(userID: Int64) async throws -> [Supplement]
    /// Adds a supplement at the end of its stack, in use from `startDate`; a name clash is a conflict.
    func insertSupplement(_ draft: SupplementDraft, startDate: LocalDate, userID: Int64, now: Date) async throws -> Supplement
    /// Applies `change` in one transaction; a name clash is a conflict, another user's supplement not found. A
    /// supplement brought back from retirement goes to the end of its stack.
    func updateSupplement(id: Int64, userID: Int64, change: SupplementChange, now: Date) async throws -> Supplement
    /// The supplements marked taken from `start` through `end`.
    func supplementIntakes(userID: Int64, from start: LocalDate, through end: LocalDate) async throws -> [SupplementIntake]
    /// Marks the supplement taken or not on the day; another user's supplement is not found.
    func setSupplementTaken(id: Int64, on date: LocalDate, taken: Bool, userID: Int64, now: Date) async throws
}
