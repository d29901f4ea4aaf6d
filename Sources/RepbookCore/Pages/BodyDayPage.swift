/// The Body tab's day page: a date bar, the journal tags as toggles, the day's note, the supplement checklist grouped
/// by stack, and a link to the day's weight. Every toggle is a form that also works without the page's script.
public struct BodyDayPage: Sendable {
    /// A journal tag to toggle; the form sends `nextValue`.
    public struct TagChip: Sendable {
        public let id: Int64
        public let name: String
        public let isOn: Bool
        public let nextValue: String
    }

    /// A supplement to tick; the form sends `nextValue`.
    public struct SupplementRow: Sendable {
        public let id: Int64
        public let name: String
        public let dose: String
        public let hasDose: Bool
        public let isTaken: Bool
        public let nextValue: String
        public let isRetired: Bool
    }

    /// One stack's rows.
    public struct SupplementGroup: Sendable {
        public let key: String
        public let title: String
        public let rows: [SupplementRow]
        public let takenLine: String
    }

    public let sections: [SegmentLink]
    /// `YYYY-MM-DD`.
    public let date: String
    public let dayTitle: String
    /// "Today", "Yesterday" or "5 days ago".
    public let relativeDay: String
    public let isToday: Bool
    public let previousHref: String
    public let previousDate: String
    public let nextHref: String
    public let nextDate: String
    public let hasNext: Bool
    public let todayHref: String
    /// Today, the latest day the date input offers.
    public let maxDate: String
    public let tags: [TagChip]
    public let hasTags: Bool
    public let note: String
    public let noteMaxLength: Int
    public let groups: [SupplementGroup]
    public let hasSupplements: Bool
    public let weightHref: String
    public let tagsHref: String
    public let supplementsHref: String

    /// Builds the page for one day from its journal and its checklist.
    public static func make(journal: JournalDayDetail, checklist: SupplementChecklist, localizer: Localizer) -> BodyDayPage {
        let words = BodyWords(localizer)
        let date = journal.day.date
        let today = journal.today
        let next = date.adding(days: 1)
        let chips = journal.offeredTags.map { tag in
            let isOn = journal.day.tagIDs.contains(tag.id)
            return TagChip(id: tag.id, name: localizer.journalTagName(tag.name), isOn: isOn, nextValue: isOn ? "0" : "1")
        }
        let groups: [SupplementGroup] = SupplementStack.allCases.compactMap { stack in
            let items = checklist.items(in: stack)
            guard !items.isEmpty else { return nil }
            let rows = items.map { item in
                SupplementRow(
                    id: item.supplement.id, name: localizer.supplementName(item.supplement.name),
                    dose: localizer.supplementDose(item.supplement.dose, of: item.supplement.name), hasDose: !item.supplement.dose.isEmpty,
                    isTaken: item.isTaken, nextValue: item.isTaken ? "0" : "1", isRetired: item.supplement.isRetired)
            }
            let taken = items.filter(\.isTaken).count
            let takenLine = localizer.text(
                "body.day.taken", ["taken": localizer.numbers.integer(taken), "count": localizer.numbers.integer(items.count)])
            return SupplementGroup(key: stack.rawValue, title: words.stack(stack), rows: rows, takenLine: takenLine)
        }
        return BodyDayPage(
            sections: BodySection.links(current: .day, date: date, localizer: localizer), date: date.description,
            dayTitle: words.dayTitle(date, today: today), relativeDay: words.relative(date, today: today),
            isToday: date == today,
            previousHref: BodyDayFormat.dayHref(date.adding(days: -1)), previousDate: date.adding(days: -1).description,
            nextHref: BodyDayFormat.dayHref(next), nextDate: next.description, hasNext: next <= today,
            todayHref: "/body", maxDate: today.description,
            tags: chips, hasTags: !chips.isEmpty, note: journal.day.note ?? "", noteMaxLength: JournalNote.maximumLength,
            groups: groups, hasSupplements: !groups.isEmpty,
            weightHref: "/body/weight?date=\(date)", tagsHref: "/body/journal/tags?date=\(date)",
            supplementsHref: "/body/supplements?date=\(date)")
    }
}
