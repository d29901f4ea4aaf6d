import Foundation

/// Persistence of journal tags and each day's tags and note; every call is scoped to one user.
public protocol JournalStore: Sendable {
    /// The user's tags, hidden ones included, in their order.
    func journalTags(userID: Int64) async throws -> [JournalTag]
    /// Adds a tag (already validated) after the others; a name clash is a conflict.
    func insertJournalTag(name: String, userID: Int64, now: Date) async throws -> JournalTag
    /// Renames, hides or shows, or moves a tag; a name clash is a conflict, another user's tag not found. A tag that
    /// becomes visible again goes to the end of the visible tags.
    func updateJournalTag(id: Int64, userID: Int64, change: JournalTagChange, now: Date) async throws -> JournalTag
    /// The day's tags and note; an empty day when nothing was written.
    func journalDay(on date: LocalDate, userID: Int64) async throws -> JournalDay
    /// Applies `change` to the day in one transaction, creating the day if needed; a tag that is not the user's is
    /// not found and changes nothing.
    func updateJournalDay(on date: LocalDate, change: JournalDayChange, userID: Int64, now: Date) async throws -> JournalDay
}
