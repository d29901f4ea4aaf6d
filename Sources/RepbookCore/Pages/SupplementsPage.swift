/// Managing supplements: the morning and evening stacks (add, rename, dose, move between stacks, reorder, retire), the
/// retired ones (restore), and adherence over the 30 days ending on the chosen day.
public struct SupplementsPage: Sendable {
    /// A supplement in use; move forms send `upPosition` or `downPosition` (1-based in its stack).
    public struct Row: Sendable {
        public let id: Int64
        public let name: String
        public let dose: String
        public let hasDose: Bool
        public let since: String
        public let canMoveUp: Bool
        public let canMoveDown: Bool
        public let upPosition: Int
        public let downPosition: Int
        public let stackOptions: [SelectOption]
    }

    /// One stack's supplements in use.
    public struct Stack: Sendable {
        public let key: String
        public let title: String
        public let rows: [Row]
        public let hasRows: Bool
    }

    /// A retired supplement.
    public struct RetiredRow: Sendable {
        public let id: Int64
        public let name: String
        public let dose: String
        public let hasDose: Bool
        public let retired: String
    }

    /// One supplement's adherence: a figure such as "27 of 30 days", a percentage and the bar's width.
    public struct AdherenceRow: Sendable {
        public let name: String
        public let figure: String
        public let percent: String
        public let width: Int
        public let isRetired: Bool
    }

    public let sections: [SegmentLink]
    public let date: String
    public let backHref: String
    public let stacks: [Stack]
    public let retired: [RetiredRow]
    public let hasRetired: Bool
    public let adherenceRange: String
    public let adherenceRows: [AdherenceRow]
    public let hasAdherence: Bool
    public let overall: String
    public let error: String
    public let hasError: Bool
    public let draftName: String
    public let draftDose: String
    public let addStackOptions: [SelectOption]
    public let nameMaxLength: Int
    public let doseMaxLength: Int

    /// Builds the page for the day `adherence` ends on; `error` and the drafts re-show a refused form.
    public static func make(
        supplements: [Supplement], adherence: SupplementAdherence, today: LocalDate, error: DomainError? = nil,
        draft: SupplementInput = SupplementInput(), localizer: Localizer
    ) -> SupplementsPage {
        let date = adherence.end
        let words = BodyWords(localizer)
        let stacks = SupplementStack.allCases.map { stack in
            let inUse = supplements.filter { $0.stack == stack && !$0.isRetired }
            let rows = inUse.enumerated().map { index, supplement in
                Row(
                    id: supplement.id, name: localizer.supplementName(supplement.name),
                    dose: localizer.supplementDose(supplement.dose, of: supplement.name), hasDose: !supplement.dose.isEmpty,
                    since: localizer.text("body.supplements.since", ["day": words.shortDay(supplement.startDate, today: today)]),
                    canMoveUp: index > 0, canMoveDown: index < inUse.count - 1, upPosition: index, downPosition: index + 2,
                    stackOptions: SelectOption.all(SupplementStack.self, selected: stack, label: words.stack))
            }
            return Stack(key: stack.rawValue, title: words.stack(stack), rows: rows, hasRows: !rows.isEmpty)
        }
        let retired = supplements.filter(\.isRetired).map { supplement in
            RetiredRow(
                id: supplement.id, name: localizer.supplementName(supplement.name),
                dose: localizer.supplementDose(supplement.dose, of: supplement.name), hasDose: !supplement.dose.isEmpty,
                retired: localizer.text("body.supplements.retired_on", ["day": supplement.retiredOn.map { words.shortDay($0, today: today) } ?? ""]))
        }
        let rows = adherence.rows.map { row in
            AdherenceRow(
                name: localizer.supplementName(row.supplement.name),
                figure: localizer.plural("body.supplements.figure", count: row.countedDays, ["taken": localizer.numbers.integer(row.takenDays)]),
                percent: words.percent(row.percent), width: Int(row.percent.rounded()), isRetired: row.supplement.isRetired)
        }
        return SupplementsPage(
            sections: BodySection.links(current: .day, date: date, localizer: localizer), date: date.description,
            backHref: BodyDayFormat.dayHref(date),
            stacks: stacks, retired: retired, hasRetired: !retired.isEmpty,
            adherenceRange: "\(words.shortDay(adherence.start, today: today)) – \(words.shortDay(adherence.end, today: today))",
            adherenceRows: rows, hasAdherence: !rows.isEmpty, overall: adherence.overallPercent.map(words.percent) ?? "–",
            error: error?.message ?? "", hasError: error != nil, draftName: draft.name ?? "", draftDose: draft.dose ?? "",
            addStackOptions: SelectOption.all(
                SupplementStack.self, selected: SupplementStack(rawValue: draft.stack ?? "") ?? .morning, label: words.stack),
            nameMaxLength: SupplementName.maximumLength, doseMaxLength: SupplementName.maximumDoseLength)
    }
}
