/// The journal in an archive: the tags in their order, and each written day with its note and tags by name.
public struct ArchivedJournal: Codable, Equatable, Sendable {
    public var tags: [ArchivedJournalTag]
    public var days: [ArchivedJournalDay]

    public init(tags: [ArchivedJournalTag], days: [ArchivedJournalDay]) {
        self.tags = tags
        self.days = days
    }
}

/// A journal tag: its name, place and whether it is hidden from the day page.
public struct ArchivedJournalTag: Codable, Equatable, Sendable {
    public var name: String
    public var position: Int
    public var hidden: Bool

    public init(name: String, position: Int, hidden: Bool) {
        self.name = name
        self.position = position
        self.hidden = hidden
    }
}

/// One written journal day: the note, if any, and the names of the tags turned on, sorted.
public struct ArchivedJournalDay: Codable, Equatable, Sendable {
    public var date: LocalDate
    public var note: String?
    public var tags: [String]

    public init(date: LocalDate, note: String?, tags: [String]) {
        self.date = date
        self.note = note
        self.tags = tags
    }
}
