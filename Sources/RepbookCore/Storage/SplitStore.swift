import Foundation

/// Persistence of a user's splits and which one is active; every call is scoped to one user.
public protocol SplitStore: Sendable {
    /// The user's splits, the active one first, then by name.
    func splits(userID: Int64) async throws -> [Split]
    /// One split; nil for a missing id or another user's split.
    func split(id: Int64, userID: Int64) async throws -> Split?
    /// The user's active split, if any.
    func activeSplit(userID: Int64) async throws -> Split?
    /// Adds a split; a name clash is a conflict, a template of someone else not found.
    func insertSplit(_ draft: SplitDraft, userID: Int64, now: Date) async throws -> Split
    /// Replaces a split's name, schedule and days.
    func updateSplit(id: Int64, userID: Int64, draft: SplitDraft, now: Date) async throws -> Split
    /// Deletes a split (its workouts stay, unlinked).
    func deleteSplit(id: Int64, userID: Int64) async throws
    /// Makes a split the user's only active one, from `startDate`, optionally under a custom name.
    func activateSplit(id: Int64, userID: Int64, customName: String?, startDate: LocalDate, now: Date) async throws -> Split
    /// Leaves the user with no active split.
    func deactivateSplits(userID: Int64) async throws
    /// The cycle index of the latest completed workout started from a day of the split since `since`.
    func lastCompletedSplitDay(userID: Int64, splitID: Int64, since: Date) async throws -> Int?
}
