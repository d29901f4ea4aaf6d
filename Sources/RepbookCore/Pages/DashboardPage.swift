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
    public static func make(_ dashboard: Dashboard, range: Range, window: Int, settings: UserSettings, localizer: Localizer) -> DashboardPage {
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let training = LocalizedTrainingFormat(localizer)
        let streaks = dashboard.streaks
        let shown = range.weeks ?? dashboard.weeks.count
        let weeks = Array(dashboard.weeks.suffix(shown))
        let sessions = Array(dashboard.sessionsPerWeek.suffix(shown))
        let volume = Array(dashboard.volumePerWeek.suffix(shown))
        let spanTitle = switch range {
        case .twelveWeeks: localizer.text("analytics.span.12w")
        case .year: localizer.text("analytics.span.1y")
        case .all: weeks.first.map { localizer.text("analytics.span.since", ["day": format.day($0)]) } ?? localizer.text("analytics.span.all")
        }
        let words = localizer.chartWords
        let weeklyCharts = [
            ChartView.bars(
                id: "sessions-per-week", title: localizer.text("analytics.chart.sessions", ["span": spanTitle]),
                unit: localizer.chartUnit("sessions"),
                buckets: zip(weeks, sessions).map { ChartPoint(date: $0, value: Double($1)) }, bucket: .week,
                emptyMessage: localizer.text("analytics.chart.sessions_empty"), periodUnit: localizer.chartUnit("weeks"), words: words),
            ChartView.bars(
                id: "weekly-volume", title: localizer.text("analytics.chart.volume", ["span": spanTitle]), unit: ChartUnit(unit.symbol),
                buckets: zip(weeks, volume).map { ChartPoint(date: $0, value: WeightUnit.kilograms.convert($1, to: unit).rounded()) },
                bucket: .week, emptyMessage: localizer.text("analytics.chart.volume_empty"), periodUnit: localizer.chartUnit("weeks"), words: words),
        ]
        let counts = window == 7 ? dashboard.setsLast7Days : dashboard.setsLast30Days
        let windowTitle = localizer.text("analytics.window_title", ["days": String(window)])
        let axes = Dashboard.radarCategories.map { ChartCategory(label: localizer.category($0), value: Double(counts[$0] ?? 0)) }
        let muscleGroup = localizer.text("analytics.muscle_group")
        let sets = localizer.chartUnit("sets")
        let noSets = localizer.text("analytics.chart.muscles_empty", ["days": String(window)])
        let others = ExerciseCategory.allCases.filter { !Dashboard.radarCategories.contains($0) && (counts[$0] ?? 0) > 0 }
        let muscleCharts = [
            ChartView.radar(
                id: "muscle-radar", title: localizer.text("analytics.chart.radar", ["window": windowTitle]), unit: sets, axes: axes,
                categoryColumn: muscleGroup, emptyMessage: noSets, words: words),
            ChartView.bars(
                id: "muscle-bars", title: localizer.text("analytics.chart.muscle_bars", ["window": windowTitle]), unit: sets,
                categories: axes + others.map { ChartCategory(label: localizer.category($0), value: Double(counts[$0] ?? 0)) },
                categoryColumn: muscleGroup, emptyMessage: noSets, words: words),
        ]
        let records = dashboard.recentRecords.prefix(12).map { event in
            RecordRow(
                kind: event.record.kind.rawValue, label: localizer.text("exercise.record.\(event.record.kind.rawValue)"),
                value: training.record(event.record, unit: unit),
                detail: nil, date: format.day(event.date), workoutHref: "/history/\(event.workoutID)",
                exerciseName: localizer.exerciseName(event.record.exerciseName), exerciseHref: "/library/\(event.record.exerciseID)")
        }
        func href(range: Range, window: Int) -> String { "/analytics?range=\(range.rawValue)&sets=\(window)" }
        return DashboardPage(
            streaks: [
                Figure(
                    label: localizer.text("analytics.current_streak"), value: localizer.plural("calendar.weeks", count: streaks.currentWeeks),
                    id: "current-weeks"),
                Figure(
                    label: localizer.text("analytics.longest_streak"), value: localizer.plural("calendar.weeks", count: streaks.longestWeeks),
                    id: "longest-weeks"),
                Figure(
                    label: localizer.text("analytics.days_in_row"), value: localizer.plural("calendar.days", count: streaks.currentDays),
                    id: "current-days"),
                Figure(
                    label: localizer.text("analytics.most_days_in_row"), value: localizer.plural("calendar.days", count: streaks.longestDays),
                    id: "longest-days"),
            ],
            rule: localizer.plural(
                "analytics.rule", count: streaks.weeklyTarget,
                ["rest": dashboard.hasSplit ? localizer.text("analytics.rule_rest") : ""]),
            rangeLinks: [
                SegmentLink(
                    label: localizer.text("analytics.range.12w"), href: href(range: .twelveWeeks, window: window),
                    isCurrent: range == .twelveWeeks),
                SegmentLink(label: localizer.text("analytics.range.1y"), href: href(range: .year, window: window), isCurrent: range == .year),
                SegmentLink(label: localizer.text("library.all"), href: href(range: .all, window: window), isCurrent: range == .all),
            ],
            windowLinks: [7, 30].map {
                SegmentLink(label: localizer.plural("calendar.days", count: $0), href: href(range: range, window: $0), isCurrent: window == $0)
            },
            weeklyCharts: weeklyCharts, muscleCharts: muscleCharts,
            windowTitle: windowTitle, records: Array(records),
            hasRecords: !records.isEmpty, hasTrained: dashboard.sessionsPerWeek.contains { $0 > 0 } || streaks.longestDays > 0)
    }
}
