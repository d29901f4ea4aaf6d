import Foundation

/// Persistence of body weights, one per user and calendar day.
public protocol BodyWeightStore: Sendable {
    /// Every body weight of the user, oldest first.
    func bodyWeights(userID: Int64) async throws -> [BodyWeightEntry]
    /// Stores the day's body weight, replacing the one already there; answers whether one was replaced.
    @discardableResult
    func saveBodyWeight(_ entry: BodyWeightEntry, userID: Int64, now: Date) async throws -> Bool
}
