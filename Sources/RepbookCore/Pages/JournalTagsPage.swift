/// Managing journal tags: add, rename, reorder, hide and show again. Hidden tags leave the day page but keep their days.
public struct JournalTagsPage: Sendable {
    /// A tag in the list; move forms send `upPosition` or `downPosition` (1-based).
    public struct Row: Sendable {
        public let id: Int64
        public let name: String
        public let canMoveUp: Bool
        public let canMoveDown: Bool
        public let upPosition: Int
        public let downPosition: Int
    }

    public let sections: [SegmentLink]
    /// The day the user came from, `YYYY-MM-DD`.
    public let date: String
    public let backHref: String
    public let visible: [Row]
    public let hasVisible: Bool
    public let hidden: [Row]
    public let hasHidden: Bool
    public let error: String
    public let hasError: Bool
    /// The name of a refused new tag, shown again.
    public let draftName: String
    public let nameMaxLength: Int

    /// Builds the page; `error` and `draftName` re-show a refused form.
    public static func make(
        tags: [JournalTag], date: LocalDate, error: DomainError? = nil, draftName: String = "", localizer: Localizer
    ) -> JournalTagsPage {
        let shown = tags.filter { !$0.isHidden }
        let visible = shown.enumerated().map { index, tag in
            Row(
                id: tag.id, name: localizer.journalTagName(tag.name), canMoveUp: index > 0, canMoveDown: index < shown.count - 1,
                upPosition: index, downPosition: index + 2)
        }
        let hidden = tags.filter(\.isHidden).map {
            Row(id: $0.id, name: localizer.journalTagName($0.name), canMoveUp: false, canMoveDown: false, upPosition: 0, downPosition: 0)
        }
        return JournalTagsPage(
            sections: BodySection.links(current: .day, date: date, localizer: localizer), date: date.description,
            backHref: BodyDayFormat.dayHref(date),
            visible: visible, hasVisible: !visible.isEmpty, hidden: hidden, hasHidden: !hidden.isEmpty,
            error: error?.message ?? "", hasError: error != nil, draftName: draftName, nameMaxLength: JournalTagName.maximumLength)
    }
}
