import Foundation

/// A user's body weights: one per calendar day, listed newest first, saved (or replaced) from raw input.
public struct BodyWeightService: Sendable {
    /// A saved body weight, and whether it replaced the day's earlier one.
    public struct Saved: Equatable, Sendable {
        public let entry: BodyWeightEntry
        public let replaced: Bool
    }

    /// A checked weigh-in and the day's current one it would replace, if any.
    public struct Replacement: Equatable, Sendable {
        public let entry: BodyWeightEntry
        public let current: BodyWeightEntry?
    }

    private let store: any BodyWeightStore & SettingsStore
    private let now: Clock

    public init(store: any BodyWeightStore & SettingsStore, now: @escaping Clock) {
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

    /// Validates `input` as `save` would, without storing it, and finds the day's current weigh-in, which saving
    /// replaces: so a page can say so first.
    public func check(_ input: BodyWeightInput, for user: User, unit: WeightUnit? = nil) async throws -> Replacement {
        let settings = try await store.settings(userID: user.id)
        let entry = try input.entry(today: LocalDate(now(), in: settings.timeZone), defaultUnit: unit ?? settings.weightUnit)
        let current = try await store.bodyWeight(on: entry.date, userID: user.id)
        return Replacement(entry: entry, current: current)
    }

    /// Deletes the weigh-in of `date`; not found when the day has none.
    public func delete(on date: LocalDate, for user: User) async throws {
        guard try await store.deleteBodyWeight(on: date, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.there_no_weigh_in_on", ["date": "\(date)"]))
        }
    }

    /// The calendar day it is now for the user.
    public func today(for user: User) async throws -> LocalDate {
        LocalDate(now(), in: try await store.settings(userID: user.id).timeZone)
    }
}
