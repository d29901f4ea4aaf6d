import Foundation

/// The Analytics tab: streaks with their rule, weekly sessions and volume, working sets per muscle group as a radar and
/// as bars, and the records of the last 30 days.
public struct DashboardPage: Sendable {
    /// A streak figure.
    public struct Figure: Sendable {
        public let label: String
        public let value: String
        public let id: String
    }

    public let streaks: [Figure]
    public let rule: String
    public let rangeLinks: [SegmentLink]
    public let windowLinks: [SegmentLink]
    public let weeklyCharts: [ChartView]
    public let muscleCharts: [ChartView]
    public let windowTitle: String
    public let records: [RecordRow]
    public let hasRecords: Bool
    public let hasTrained: Bool
    /// The journal-tag card (issue 19), set by the route after `make`.
    public var tagEffects: TagEffectCard?

    /// The weekly charts' spans: the last 12 weeks, the last year, or every week since the first workout.
    public enum Range: String, Sendable {
        case twelveWeeks = "12w"
        case year = "1y"
        case all

        /// How many weeks the range shows; nil for all the dashboard holds.
        public var weeks: Int? {
            switch self {
            case .twelveWeeks: 12
            case .year: 52
            case .all: nil
            }
        }
    }

    /// Builds the page; `range` picks the weekly charts' span and `window` (7 or 30 days) the muscle-group charts'.
    public static func make(_ dashboard: Dashboard, range: Range, window: Int, settings: UserSettings) -> DashboardPage {
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings)
        let streaks = dashboard.streaks
        func plural(_ count: Int, _ word: String) -> String { count == 1 ? "1 \(word)" : "\(count) \(word)s" }
        let shown = range.weeks ?? dashboard.weeks.count
        let weeks = Array(dashboard.weeks.suffix(shown))
        let sessions = Array(dashboard.sessionsPerWeek.suffix(shown))
        let volume = Array(dashboard.volumePerWeek.suffix(shown))
        let spanTitle = switch range {
        case .twelveWeeks: "last 12 weeks"
        case .year: "last year"
        case .all: weeks.first.map { "since \(format.day($0))" } ?? "all time"
        }
        let weeklyCharts = [
            ChartView.bars(
                id: "sessions-per-week", title: "Sessions per week, \(spanTitle)", unit: .sessions,
                buckets: zip(weeks, sessions).map { ChartPoint(date: $0, value: Double($1)) }, bucket: .week,
                emptyMessage: "No sessions in this span yet."),
            ChartView.bars(
                id: "weekly-volume", title: "Weekly volume, \(spanTitle)", unit: ChartUnit(unit.symbol),
                buckets: zip(weeks, volume).map { ChartPoint(date: $0, value: WeightUnit.kilograms.convert($1, to: unit).rounded()) },
                bucket: .week, emptyMessage: "No volume in this span yet."),
        ]
        let counts = window == 7 ? dashboard.setsLast7Days : dashboard.setsLast30Days
        let windowTitle = "last \(window) days"
        let axes = Dashboard.radarCategories.map { ChartCategory(label: $0.label, value: Double(counts[$0] ?? 0)) }
        let others = ExerciseCategory.allCases.filter { !Dashboard.radarCategories.contains($0) && (counts[$0] ?? 0) > 0 }
        let muscleCharts = [
            ChartView.radar(
                id: "muscle-radar", title: "Working sets per muscle group, \(windowTitle)", unit: .sets, axes: axes,
                categoryColumn: "Muscle group", emptyMessage: "No working sets in the \(windowTitle)."),
            ChartView.bars(
                id: "muscle-bars", title: "Working sets by muscle group, \(windowTitle)", unit: .sets,
                categories: axes + others.map { ChartCategory(label: $0.label, value: Double(counts[$0] ?? 0)) },
                categoryColumn: "Muscle group", emptyMessage: "No working sets in the \(windowTitle)."),
        ]
        let records = dashboard.recentRecords.prefix(12).map { event in
            RecordRow(
                kind: event.record.kind.rawValue, label: event.record.kind.label, value: TrainingFormat.record(event.record, unit: unit),
                detail: nil, date: format.day(event.date), workoutHref: "/history/\(event.workoutID)",
                exerciseName: event.record.exerciseName, exerciseHref: "/library/\(event.record.exerciseID)")
        }
        func href(range: Range, window: Int) -> String { "/analytics?range=\(range.rawValue)&sets=\(window)" }
        return DashboardPage(
            streaks: [
                Figure(label: "Current streak", value: plural(streaks.currentWeeks, "week"), id: "current-weeks"),
                Figure(label: "Longest streak", value: plural(streaks.longestWeeks, "week"), id: "longest-weeks"),
                Figure(label: "Days in a row", value: plural(streaks.currentDays, "day"), id: "current-days"),
                Figure(label: "Most days in a row", value: plural(streaks.longestDays, "day"), id: "longest-days"),
            ],
            rule: TrainingStreaks.rule(weeklyTarget: streaks.weeklyTarget, hasSplit: dashboard.hasSplit),
            rangeLinks: [
                SegmentLink(label: "12 weeks", href: href(range: .twelveWeeks, window: window), isCurrent: range == .twelveWeeks),
                SegmentLink(label: "1 year", href: href(range: .year, window: window), isCurrent: range == .year),
                SegmentLink(label: "All", href: href(range: .all, window: window), isCurrent: range == .all),
            ],
            windowLinks: [7, 30].map { SegmentLink(label: "\($0) days", href: href(range: range, window: $0), isCurrent: window == $0) },
            weeklyCharts: weeklyCharts, muscleCharts: muscleCharts, windowTitle: windowTitle, records: Array(records),
            hasRecords: !records.isEmpty, hasTrained: dashboard.sessionsPerWeek.contains { $0 > 0 } || streaks.longestDays > 0)
    }
}
