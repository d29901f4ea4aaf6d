/// A journal day with the user's tags resolved: what the day page and the API show.
public struct JournalDayDetail: Equatable, Sendable {
    public let day: JournalDay
    /// Today in the user's time zone, for moving between days.
    public let today: LocalDate
    /// Every tag of the user, hidden ones included, in their order.
    public let allTags: [JournalTag]

    public init(day: JournalDay, today: LocalDate, allTags: [JournalTag]) {
        self.day = day
        self.today = today
        self.allTags = allTags
    }

    /// The tags turned on for the day, in the user's order.
    public var tagsOn: [JournalTag] { allTags.filter { day.tagIDs.contains($0.id) } }

    /// The tags the day page offers: every visible tag, plus hidden ones that are on for this day, so history stays visible.
    public var offeredTags: [JournalTag] { allTags.filter { !$0.isHidden || day.tagIDs.contains($0.id) } }
}
