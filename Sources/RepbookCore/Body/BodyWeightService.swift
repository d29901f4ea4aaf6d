import Foundation

/// A user's body weights: one per calendar day, listed newest first, saved (or replaced) from raw input.
public struct BodyWeightService: Sendable {
    /// A saved body weight, and whether it replaced the day's earlier one.
    public struct Saved: Equatable, Sendable {
        public let entry: BodyWeightEntry
        public let replaced: Bool
    }

    private let store: any RepbookStore
    private let now: Clock

    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Every body weight of the user, newest first.
    public func entries(for user: User) async throws -> [BodyWeightEntry] {
        try await store.bodyWeights(userID: user.id).sorted { $0.date > $1.date }
    }

    /// Validates `input` (the date may not be after today in the user's time zone; a weight without a unit is in
    /// `unit`, the user's own unit when nil) and stores it as the day's body weight, replacing any there.
    public func save(_ input: BodyWeightInput, for user: User, unit: WeightUnit? = nil) async throws -> Saved {
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let entry = try input.entry(today: LocalDate(instant, in: settings.timeZone), defaultUnit: unit ?? settings.weightUnit)
        let replaced = try await store.saveBodyWeight(entry, userID: user.id, now: instant)
        return Saved(entry: entry, replaced: replaced)
    }
}
