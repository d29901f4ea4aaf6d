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
        draft: SupplementInput = SupplementInput()
    ) -> SupplementsPage {
        let date = adherence.end
        let stacks = SupplementStack.allCases.map { stack in
            let inUse = supplements.filter { $0.stack == stack && !$0.isRetired }
            let rows = inUse.enumerated().map { index, supplement in
                Row(
                    id: supplement.id, name: supplement.name, dose: supplement.dose, hasDose: !supplement.dose.isEmpty,
                    since: "Since \(BodyDayFormat.short(supplement.startDate, today: today))",
                    canMoveUp: index > 0, canMoveDown: index < inUse.count - 1, upPosition: index, downPosition: index + 2,
                    stackOptions: SelectOption.all(SupplementStack.self, selected: stack) { $0.label })
            }
            return Stack(key: stack.rawValue, title: stack.label, rows: rows, hasRows: !rows.isEmpty)
        }
        let retired = supplements.filter(\.isRetired).map { supplement in
            RetiredRow(
                id: supplement.id, name: supplement.name, dose: supplement.dose, hasDose: !supplement.dose.isEmpty,
                retired: "Retired \(supplement.retiredOn.map { BodyDayFormat.short($0, today: today) } ?? "")")
        }
        let rows = adherence.rows.map { row in
            AdherenceRow(
                name: row.supplement.name, figure: "\(row.takenDays) of \(row.countedDays) \(row.countedDays == 1 ? "day" : "days")",
                percent: percentText(row.percent), width: Int(row.percent.rounded()), isRetired: row.supplement.isRetired)
        }
        return SupplementsPage(
            sections: BodySection.links(current: .day, date: date), date: date.description, backHref: BodyDayFormat.dayHref(date),
            stacks: stacks, retired: retired, hasRetired: !retired.isEmpty,
            adherenceRange: "\(BodyDayFormat.short(adherence.start, today: today)) – \(BodyDayFormat.short(adherence.end, today: today))",
            adherenceRows: rows, hasAdherence: !rows.isEmpty, overall: adherence.overallPercent.map(percentText) ?? "–",
            error: error?.message ?? "", hasError: error != nil, draftName: draft.name ?? "", draftDose: draft.dose ?? "",
            addStackOptions: SelectOption.all(SupplementStack.self, selected: SupplementStack(rawValue: draft.stack ?? "") ?? .morning) { $0.label },
            nameMaxLength: SupplementName.maximumLength, doseMaxLength: SupplementName.maximumDoseLength)
    }

    /// A whole percentage such as "87 %".
    private static func percentText(_ percent: Double) -> String {
        "\(Int(percent.rounded())) %"
    }
}
