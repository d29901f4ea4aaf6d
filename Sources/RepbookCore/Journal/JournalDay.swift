/// One calendar day of a user's journal: the tags turned on and an optional note. A day never written is empty.
public struct JournalDay: Equatable, Sendable {
    public let date: LocalDate
    public let tagIDs: Set<Int64>
    public let note: String?

    public init(date: LocalDate, tagIDs: Set<Int64> = [], note: String? = nil) {
        self.date = date
        self.tagIDs = tagIDs
        self.note = note
    }

    /// Whether nothing is recorded for the day.
    public var isEmpty: Bool { tagIDs.isEmpty && note == nil }
}
