import Foundation

/// Persistence of body weights, one per user and calendar day.
public protocol BodyWeightStore: Sendable {
    /// Every body weight of the user, oldest first.
    func bodyWeights(userID: Int64) async throws -> [BodyWeightEntry]
    /// The body weight of one day, if any.
    func bodyWeight(on date: LocalDate, userID: Int64) async throws -> BodyWeightEntry?
    /// Stores the day's body weight, replacing the one already there; answers whether one was replaced.
    @discardableResult
    func saveBodyWeight(_ entry: BodyWeightEntry, userID: Int64, now: Date) async throws -> Bool
    /// Deletes the day's body weight; answers whether there was one.
    func deleteBodyWeight(on date: LocalDate, userID: Int64) async throws -> Bool
    /// Adds the entries in one transaction, leaving alone every day that already has one (never replacing, never
    /// duplicating, even when another import runs at the same time); answers the days actually added.
    func insertBodyWeights(_ entries: [BodyWeightEntry], userID: Int64, now: Date) async throws -> Set<LocalDate>
}
