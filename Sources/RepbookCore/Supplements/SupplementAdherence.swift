/// How often each supplement was taken over a window of days ending on a chosen day. A supplement counts on the days it
/// was in use (added and not yet retired), plus any other day it was marked taken.
public struct SupplementAdherence: Equatable, Sendable {
    /// One supplement's figures: taken on `takenDays` of the `countedDays` it counted.
    public struct Row: Equatable, Sendable {
        public let supplement: Supplement
        public let takenDays: Int
        public let countedDays: Int

        /// Taken days as a percentage of counted days.
        public var percent: Double { Double(takenDays) * 100 / Double(countedDays) }
    }

    /// The number of days a window spans.
    public static let windowDays = 30

    public let start: LocalDate
    public let end: LocalDate
    /// Supplements that counted on at least one day of the window, morning first, then evening, in stack order.
    public let rows: [Row]

    /// The figures over the `days` days ending on `end` (inclusive).
    public init(supplements: [Supplement], intakes: some Sequence<SupplementIntake>, endingOn end: LocalDate, days: Int = windowDays) {
        let start = end.adding(days: -(days - 1))
        var takenDates: [Int64: Set<LocalDate>] = [:]
        for intake in intakes where start <= intake.date && intake.date <= end {
            takenDates[intake.supplementID, default: []].insert(intake.date)
        }
        let window = (0..<days).map { start.adding(days: $0) }
        self.start = start
        self.end = end
        self.rows = supplements.sorted(by: SupplementChecklist.stackOrder).compactMap { supplement in
            let taken = takenDates[supplement.id] ?? []
            let counted = window.filter { supplement.isActive(on: $0) || taken.contains($0) }.count
            return counted == 0 ? nil : Row(supplement: supplement, takenDays: taken.count, countedDays: counted)
        }
    }

    /// All taken days as a percentage of all counted days; nil when nothing counted.
    public var overallPercent: Double? {
        let counted = rows.reduce(0) { $0 + $1.countedDays }
        guard counted > 0 else { return nil }
        return Double(rows.reduce(0) { $0 + $1.takenDays }) * 100 / Double(counted)
    }
}
