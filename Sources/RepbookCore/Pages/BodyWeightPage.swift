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

        var label: String {
            switch self {
            case .month: "1M"
            case .quarter: "3M"
            case .year: "1Y"
            case .all: "All"
            }
        }

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
        listedBefore: LocalDate? = nil, form: BodyWeightForm? = nil
    ) -> BodyWeightPage {
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings)
        let newestFirst = entries.sorted { $0.date > $1.date }
        let summary = BodyWeightSummary(entries: entries, settings: settings)
        func weight(_ kilograms: Double) -> String {
            "\(Weight.format(oneDecimal(WeightUnit.kilograms.convert(kilograms, to: unit)))) \(unit.symbol)"
        }
        func signed(_ kilograms: Double) -> String {
            let value = oneDecimal(WeightUnit.kilograms.convert(kilograms, to: unit))
            return value == 0 ? "±0 \(unit.symbol)" : "\(value > 0 ? "+" : "−")\(Weight.format(abs(value))) \(unit.symbol)"
        }

        var tiles: [Tile] = []
        if let latest = summary.latest {
            tiles.append(Tile(id: "latest", label: "Latest", value: typed(latest.weight, unit: unit), detail: format.day(latest.date)))
        }
        if let average = summary.sevenDayAverageKilograms {
            tiles.append(Tile(id: "average", label: "7-day average", value: weight(average), detail: "smooths daily swings"))
        }
        if let change = summary.thirtyDayChangeKilograms {
            tiles.append(Tile(id: "change", label: "30-day change", value: signed(change), detail: "of the 7-day average"))
        }
        if let bmi = summary.bodyMassIndex {
            tiles.append(Tile(id: "bmi", label: "BMI", value: bmi.text, detail: bmi.category.label))
        }
        if let goal = settings.goalWeight, let toGoal = summary.toGoalKilograms {
            let detail = abs(toGoal) < 0.05 ? "reached" : "\(weight(abs(toGoal))) to \(toGoal < 0 ? "lose" : "gain")"
            tiles.append(Tile(id: "goal", label: "Goal", value: typed(goal, unit: unit), detail: detail))
        }

        let window = range.days.map { today.adding(days: -($0 - 1)) }
        let points = entries.map { ChartPoint(date: $0.date, value: oneDecimal($0.weight.value(in: unit))) }
        let averages = MovingAverage.trailing(points, days: 7).map { ChartPoint(date: $0.date, value: (($0.value) * 100).rounded() / 100) }
        let shown = points.filter { window == nil || $0.date >= window! }
        let chart = ChartView.line(
            id: "body-weight", title: "Body weight", unit: ChartUnit(unit.symbol), points: shown,
            pointUnit: ChartUnit(one: "weigh-in", many: "weigh-ins"),
            emptyMessage: entries.isEmpty ? "Log a weigh-in to start the chart." : "No weigh-ins in this span.",
            trend: ChartTrend(title: "7-day average", points: averages.filter { window == nil || $0.date >= window! }),
            goal: settings.goalWeight.map { oneDecimal($0.value(in: unit)) })

        let firstListed = listedBefore.map { before in newestFirst.firstIndex { $0.date < before } ?? newestFirst.count } ?? 0
        let listed = newestFirst[firstListed...].prefix(listedBefore == nil ? listLimit : olderPageSize)
        let rows = listed.indices.map { index in
            let entry = newestFirst[index]
            let previous = index + 1 < newestFirst.count ? newestFirst[index + 1] : nil
            return Row(
                date: entry.date.description, day: format.day(entry.date), weight: typed(entry.weight, unit: unit),
                bodyFat: entry.bodyFatPercent.map { "\(Weight.format(oneDecimal($0))) % body fat" } ?? "",
                hasBodyFat: entry.bodyFatPercent != nil,
                change: previous.map { signed(entry.weight.kilograms - $0.weight.kilograms) } ?? "")
        }
        let existing = entries.first { $0.date == date }
        let bmi = summary.bodyMassIndex
        return BodyWeightPage(
            sections: BodySection.links(current: .weight, date: date == today ? nil : date),
            today: today.description,
            form: form ?? BodyWeightForm(date: date, existing: existing, unit: unit, format: format),
            needsHeight: settings.heightCentimetres == nil && !entries.isEmpty,
            tiles: tiles,
            hasBMI: bmi != nil, bmiCategory: bmi?.category.label ?? "", bmiSpan: bmi.map { "BMI \($0.category.span)" } ?? "",
            rangeLinks: Range.allCases.map { option in
                SegmentLink(label: option.label, href: "/body/weight?range=\(option.rawValue)", isCurrent: option == range)
            },
            charts: [chart],
            rows: rows, hasRows: !rows.isEmpty, hasOlder: listed.endIndex < newestFirst.count,
            olderHref: "/body/weight?range=\(range.rawValue)&before=\(listed.last?.date.description ?? "")#weigh-ins",
            isOlderPage: listedBefore != nil, newestHref: "/body/weight?range=\(range.rawValue)#weigh-ins",
            totalCount: newestFirst.count == 1 ? "1 weigh-in" : "\(newestFirst.count) weigh-ins")
    }

    /// The weight in the user's unit: exactly as typed when the units agree, else converted to 0.1 ("180 lb" → "81.6 kg").
    public static func typed(_ weight: Weight, unit: WeightUnit) -> String {
        let own = "\(Weight.format(weight.value)) \(weight.unit.symbol)"
        guard weight.unit != unit else { return own }
        return "\(Weight.format(oneDecimal(weight.unit.convert(weight.value, to: unit)))) \(unit.symbol)"
    }

    private static func oneDecimal(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
