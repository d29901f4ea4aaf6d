import Foundation

/// A user's supplements: the stacks (add, rename, dose, reorder, move, retire, restore), each day's checklist saved
/// tap by tap, and adherence over the last 30 days.
public struct SupplementService: Sendable {
    private let store: any SupplementStore & SettingsStore
    private let now: Clock

    public init(store: any SupplementStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Every supplement of the user, retired ones included, morning first, then evening, in stack order.
    public func supplements(of user: User) async throws -> [Supplement] {
        try await store.supplements(userID: user.id).sorted(by: SupplementChecklist.stackOrder)
    }

    /// Adds a supplement at the end of its stack, in use from today; a name the user already has is a conflict.
    public func create(_ input: SupplementInput, for user: User) async throws -> Supplement {
        let draft = try input.draft()
        return try await store.insertSupplement(draft, startDate: try await today(for: user), userID: user.id, now: now())
    }

    /// Applies the fields present in `input`: name, dose, stack, position in the stack, retired.
    public func update(_ id: Int64, input: SupplementInput, for user: User) async throws -> Supplement {
        let change = try input.change(today: try await today(for: user))
        return try await store.updateSupplement(id: id, userID: user.id, change: change, now: now())
    }

    /// The checklist of the day written `dateText` (today when nil).
    public func checklist(on dateText: String?, for user: User) async throws -> SupplementChecklist {
        let today = try await today(for: user)
        let date = try TrackedDay.parse(dateText, today: today)
        async let supplements = store.supplements(userID: user.id)
        async let intakes = store.supplementIntakes(userID: user.id, from: date, through: date)
        return SupplementChecklist(date: date, today: today, supplements: try await supplements, taken: Set(try await intakes.map(\.supplementID)))
    }

    /// Marks one of the user's supplements taken or not on the day, saving at once; answers the day.
    @discardableResult
    public func setTaken(_ id: Int64, taken: Bool, on dateText: String?, for user: User) async throws -> LocalDate {
        let date = try TrackedDay.parse(dateText, today: try await today(for: user))
        try await store.setSupplementTaken(id: id, on: date, taken: taken, userID: user.id, now: now())
        return date
    }

    /// Adherence over the 30 days ending on the day written `endText` (today when nil), named `end` in errors.
    public func adherence(endingOn endText: String?, for user: User) async throws -> SupplementAdherence {
        let end = try TrackedDay.parse(endText, today: try await today(for: user), field: "end")
        let start = end.adding(days: -(SupplementAdherence.windowDays - 1))
        async let supplements = store.supplements(userID: user.id)
        async let intakes = store.supplementIntakes(userID: user.id, from: start, through: end)
        return SupplementAdherence(supplements: try await supplements, intakes: try await intakes, endingOn: end)
    }

    /// Today in the user's time zone.
    public func today(for user: User) async throws -> LocalDate {
        LocalDate(now(), in: try await store.settings(userID: user.id).timeZone)
    }
}
