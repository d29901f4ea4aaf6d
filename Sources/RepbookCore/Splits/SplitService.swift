import Foundation

/// Splits of one user: create, edit, activate one, and say what today holds.
public struct SplitService: Sendable {
    private let store: any SplitStore & SettingsStore
    private let now: Clock

    public init(store: any SplitStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The user's splits, the active one first.
    public func list(for user: User) async throws -> [Split] {
        try await store.splits(userID: user.id)
    }

    /// One split, or not found.
    public func split(_ id: Int64, of user: User) async throws -> Split {
        guard let split = try await store.split(id: id, userID: user.id) else { throw Self.notFound(id) }
        return split
    }

    /// Creates a split from raw input.
    public func create(for user: User, input: SplitInput) async throws -> Split {
        try await store.insertSplit(try input.draft(), userID: user.id, now: now())
    }

    /// Replaces a split with raw input.
    public func update(_ id: Int64, of user: User, input: SplitInput) async throws -> Split {
        // Another user's or a missing split is not found, whatever the input says.
        _ = try await split(id, of: user)
        return try await store.updateSplit(id: id, userID: user.id, draft: try input.draft(), now: now())
    }

    /// Deletes a split.
    public func delete(_ id: Int64, of user: User) async throws {
        try await store.deleteSplit(id: id, userID: user.id)
    }

    /// Activates a split, replacing any active one; the start date defaults to today, the name to the split's.
    public func activate(_ id: Int64, of user: User, customName: String?, startDate: String?) async throws -> Split {
        let timeZone = try await store.settings(userID: user.id).timeZone
        let instant = now()
        var start = LocalDate(instant, in: timeZone)
        if let text = startDate?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard let parsed = LocalDate(text) else {
                throw DomainError.invalid(field: "startDate", message: LocalizedText("error.start_date_real_day_written_yyyy"))
            }
            start = parsed
        }
        var name: String?
        if let customName, !ExerciseName.normalize(customName).isEmpty {
            name = try ExerciseName.validated(customName, field: "customName")
        }
        return try await store.activateSplit(id: id, userID: user.id, customName: name, startDate: start, now: instant)
    }

    /// Leaves the user with no active split.
    public func deactivate(for user: User) async throws {
        try await store.deactivateSplits(userID: user.id)
    }

    /// What the active split holds on `date` (today in the user's time zone when nil); nil without an active split.
    public func plan(for user: User, on date: LocalDate? = nil) async throws -> SplitPlan? {
        guard let split = try await store.activeSplit(userID: user.id), let activation = split.activation else { return nil }
        let today = LocalDate(now(), in: try await store.settings(userID: user.id).timeZone)
        let day = date ?? today
        let lastCompleted = split.advance == .completion && split.schedule == .rotation
            ? try await store.lastCompletedSplitDay(userID: user.id, splitID: split.id, since: activation.activatedAt)
            : nil
        let index = SplitCalendar.dayIndex(
            schedule: split.schedule, advance: split.advance, dayCount: split.days.count, startDate: activation.startDate,
            today: day, lastCompletedIndex: lastCompleted)
        return SplitPlan(split: split, date: day, isToday: day == today, dayIndex: index)
    }

    static func notFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_split_with_id", ["id": "\(id)"])) }
}

/// The active split's day for a date.
public struct SplitPlan: Equatable, Sendable {
    public let split: Split
    public let date: LocalDate
    public let isToday: Bool
    public let dayIndex: Int

    /// The planned day.
    public var day: SplitDay { split.days[dayIndex] }
    /// "Monday" or "Day 2".
    public var dayLabel: String { SplitCalendar.dayLabel(dayIndex, schedule: split.schedule) }
}
