import Foundation

/// A user's journal: the tags (add, rename, hide, reorder) and, per day, the tags turned on and a note. Every change
/// saves at once; a day is created the first time something is written to it.
public struct JournalService: Sendable {
    private let store: any JournalStore & SettingsStore
    private let now: Clock

    public init(store: any JournalStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Every tag of the user, hidden ones included, in their order.
    public func tags(of user: User) async throws -> [JournalTag] {
        try await store.journalTags(userID: user.id)
    }

    /// Adds a tag after the others; a name the user already has (ignoring case, accents and spacing) is a conflict.
    public func createTag(named raw: String, for user: User) async throws -> JournalTag {
        try await store.insertJournalTag(name: try JournalTagName.validated(raw), userID: user.id, now: now())
    }

    /// Renames, hides or shows, or moves one of the user's tags.
    public func updateTag(_ id: Int64, input: JournalTagInput, for user: User) async throws -> JournalTag {
        try await store.updateJournalTag(id: id, userID: user.id, change: try input.change(), now: now())
    }

    /// The day written `dateText` (today when nil): its tags and note.
    public func day(on dateText: String?, for user: User) async throws -> JournalDayDetail {
        let (date, today) = try await resolve(dateText, for: user)
        return try await detail(try await store.journalDay(on: date, userID: user.id), today: today, user: user)
    }

    /// Turns one tag on or off for the day, saving at once.
    public func toggle(_ tagID: Int64, isOn: Bool, on dateText: String?, for user: User) async throws -> JournalDayDetail {
        try await change(.toggle(tagID, isOn: isOn), on: dateText, for: user)
    }

    /// Sets the day's note; an empty note removes it.
    public func setNote(_ raw: String, on dateText: String?, for user: User) async throws -> JournalDayDetail {
        try await change(JournalDayChange(note: try JournalNote.validated(raw)), on: dateText, for: user)
    }

    /// Replaces the day's tags by name and its note, in one transaction; a part left nil stays as it is. Names match
    /// the user's tags ignoring case, accents and spacing, hidden tags included (hiding is a display choice); an unknown
    /// name is refused, naming it, and nothing changes.
    public func update(tagNames: [String]?, note: String?, on dateText: String?, for user: User) async throws -> JournalDayDetail {
        var change = JournalDayChange(note: try note.map { text throws(DomainError) in try JournalNote.validated(text) })
        if let tagNames {
            change.replacementTagIDs = try JournalTagName.matchIDs(tagNames, in: try await store.journalTags(userID: user.id))
        }
        return try await self.change(change, on: dateText, for: user)
    }

    private func change(_ change: JournalDayChange, on dateText: String?, for user: User) async throws -> JournalDayDetail {
        let (date, today) = try await resolve(dateText, for: user)
        let day = try await store.updateJournalDay(on: date, change: change, userID: user.id, now: now())
        return try await detail(day, today: today, user: user)
    }

    private func detail(_ day: JournalDay, today: LocalDate, user: User) async throws -> JournalDayDetail {
        JournalDayDetail(day: day, today: today, allTags: try await store.journalTags(userID: user.id))
    }

    /// The day written `dateText` (today when nil), refused when it is not a real day or lies after today.
    public func date(_ dateText: String?, for user: User) async throws -> LocalDate {
        try await resolve(dateText, for: user).date
    }

    private func resolve(_ dateText: String?, for user: User) async throws -> (date: LocalDate, today: LocalDate) {
        let today = LocalDate(now(), in: try await store.settings(userID: user.id).timeZone)
        return (try TrackedDay.parse(dateText, today: today), today)
    }
}
