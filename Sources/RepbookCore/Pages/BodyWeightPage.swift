import Foundation

/// The Body tab's weight page: the form for a day's weigh-in, the summary tiles (latest, 7-day average, 30-day change,
/// BMI, goal), the chart with its moving average and goal line, import and export, and the weigh-ins newest first.
public struct BodyWeightPage: Sendable {
    /// A summary figure such as "Latest 82.4 kg".
    public struct Tile: Sendable {
        public let id: String
        public let label: String
        public let value: String
        public let detail: String
    }

    /// One weigh-in in the list.
    public struct Row: Sendable {
        public let date: String
        public let day: String
        public let weight: String
        public let bodyFat: String
        public let hasBodyFat: Bool
        /// The change from the weigh-in before it: "−0.4", "+1.2"; empty for the first.
        public let change: String
    }

    /// The chart's spans.
    public enum Range: String, CaseIterable, Sendable {
        case month = "30d", quarter = "90d", year = "1y", all

        var days: Int? {
            switch self {
            case .month: 30
            case .quarter: 90
            case .year: 365
            case .all: nil
            }
        }
    }

    /// How many of the newest weigh-ins the list shows first.
    public static let listLimit = 30
    /// How many weigh-ins each "Older weigh-ins" page shows, so ten years of daily weigh-ins never render at once.
    public static let olderPageSize = 100

    public let sections: [SegmentLink]
    /// Today in the user's time zone, the latest day the form accepts.
    public let today: String
    public let form: BodyWeightForm
    /// Whether to point at Settings for the height BMI needs.
    public let needsHeight: Bool
    public let tiles: [Tile]
    public let hasBMI: Bool
    public let bmiCategory: String
    public let bmiSpan: String
    public let rangeLinks: [SegmentLink]
    public let charts: [ChartView]
    public let rows: [Row]
    public let hasRows: Bool
    /// Whether weigh-ins older than the listed ones exist, and the page that lists them.
    public let hasOlder: Bool
    public let olderHref: String
    /// Whether this is an older page, which links back to the newest weigh-ins.
    public let isOlderPage: Bool
    public let newestHref: String
    public let totalCount: String

    /// Builds the page for `date` (the form's day) over `entries`; the list shows the newest weigh-ins, or with
    /// `listedBefore` a page of those older than that day; `form` re-shows a rejected entry.
    public static func make(
        entries: [BodyWeightEntry], settings: UserSettings, date: LocalDate, today: LocalDate, range: Range,
        listedBefore: LocalDate? = nil, form: BodyWeightForm? = nil, localizer: Localizer
    ) -> BodyWeightPage {
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let words = BodyWords(localizer)
        let newestFirst = entries.sorted { $0.date > $1.date }
        let summary = BodyWeightSummary(entries: entries, settings: settings)
        func weight(_ kilograms: Double) -> String {
            "\(words.number(WeightUnit.kilograms.convert(kilograms, to: unit), digits: 1)) \(unit.symbol)"
        }
        func signed(_ kilograms: Double) -> String {
            words.signed(WeightUnit.kilograms.convert(kilograms, to: unit), symbol: unit.symbol)
        }
        func tile(_ id: String, value: String, detail: String) -> Tile {
            Tile(id: id, label: localizer.text("body.weight.tile.\(id)"), value: value, detail: detail)
        }

        var tiles: [Tile] = []
        if let latest = summary.latest {
            tiles.append(tile("latest", value: words.weight(latest.weight, unit: unit), detail: format.day(latest.date)))
        }
        if let average = summary.sevenDayAverageKilograms {
            tiles.append(tile("average", value: weight(average), detail: localizer.text("body.weight.average_detail")))
        }
        if let change = summary.thirtyDayChangeKilograms {
            tiles.append(tile("change", value: signed(change), detail: localizer.text("body.weight.change_detail")))
        }
        if let bmi = summary.bodyMassIndex {
            tiles.append(tile("bmi", value: words.oneDecimal(bmi.value), detail: localizer.text("body.bmi.\(bmi.category.rawValue)")))
        }
        if let goal = settings.goalWeight, let toGoal = summary.toGoalKilograms {
            let detail = abs(toGoal) < 0.05
                ? localizer.text("body.weight.goal_reached")
                : localizer.text(toGoal < 0 ? "body.weight.to_lose" : "body.weight.to_gain", ["weight": weight(abs(toGoal))])
            tiles.append(tile("goal", value: words.weight(goal, unit: unit), detail: detail))
        }

        let window = range.days.map { today.adding(days: -($0 - 1)) }
        let points = entries.map { ChartPoint(date: $0.date, value: oneDecimal($0.weight.value(in: unit))) }
        let averages = MovingAverage.trailing(points, days: 7).map { ChartPoint(date: $0.date, value: (($0.value) * 100).rounded() / 100) }
        let shown = points.filter { window == nil || $0.date >= window! }
        let chart = ChartView.line(
            id: "body-weight", title: localizer.text("body.weight.chart_title"), unit: ChartUnit(unit.symbol), points: shown,
            pointUnit: ChartUnit(one: localizer.text("body.weight.point_one"), many: localizer.text("body.weight.point_many")),
            emptyMessage: localizer.text(entries.isEmpty ? "body.weight.chart_empty" : "body.weight.chart_empty_span"),
            trend: ChartTrend(title: localizer.text("body.weight.tile.average"), points: averages.filter { window == nil || $0.date >= window! }),
            goal: settings.goalWeight.map { oneDecimal($0.value(in: unit)) }, words: localizer.chartWords)

        let firstListed = listedBefore.map { before in newestFirst.firstIndex { $0.date < before } ?? newestFirst.count } ?? 0
        let listed = newestFirst[firstListed...].prefix(listedBefore == nil ? listLimit : olderPageSize)
        let rows = listed.indices.map { index in
            let entry = newestFirst[index]
            let previous = index + 1 < newestFirst.count ? newestFirst[index + 1] : nil
            return Row(
                date: entry.date.description, day: format.day(entry.date), weight: words.weight(entry.weight, unit: unit),
                bodyFat: entry.bodyFatPercent.map { localizer.text("body.weight.body_fat_value", ["percent": words.number($0, digits: 1)]) } ?? "",
                hasBodyFat: entry.bodyFatPercent != nil,
                change: previous.map { signed(entry.weight.kilograms - $0.weight.kilograms) } ?? "")
        }
        let existing = entries.first { $0.date == date }
        let bmi = summary.bodyMassIndex
        return BodyWeightPage(
            sections: BodySection.links(current: .weight, date: date == today ? nil : date, localizer: localizer),
            today: today.description,
            form: form ?? BodyWeightForm(date: date, existing: existing, unit: unit, format: format, localizer: localizer),
            needsHeight: settings.heightCentimetres == nil && !entries.isEmpty,
            tiles: tiles,
            hasBMI: bmi != nil, bmiCategory: bmi.map { localizer.text("body.bmi.\($0.category.rawValue)") } ?? "",
            bmiSpan: bmi.map { localizer.text("body.bmi_span.\($0.category.rawValue)") } ?? "",
            rangeLinks: Range.allCases.map { option in
                SegmentLink(
                    label: localizer.text("body.weight.range.\(option.rawValue)"), href: "/body/weight?range=\(option.rawValue)",
                    isCurrent: option == range)
            },
            charts: [chart],
            rows: rows, hasRows: !rows.isEmpty, hasOlder: listed.endIndex < newestFirst.count,
            olderHref: "/body/weight?range=\(range.rawValue)&before=\(listed.last?.date.description ?? "")#weigh-ins",
            isOlderPage: listedBefore != nil, newestHref: "/body/weight?range=\(range.rawValue)#weigh-ins",
            totalCount: localizer.plural("body.weight.count", count: newestFirst.count))
    }

    private static func oneDecimal(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
