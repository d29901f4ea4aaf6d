import Foundation

/// One measurement's page: its chart (with the "Show data" table), its values newest first with a delete each, and for
/// a custom measurement the button that deletes it.
public struct BodyMeasurementPage: Sendable {
    /// One value in the list.
    public struct Row: Sendable {
        public let date: String
        public let day: String
        public let value: String
        public let change: String
    }

    public let sections: [SegmentLink]
    public let key: String
    public let name: String
    public let isCustom: Bool
    public let charts: [ChartView]
    public let rows: [Row]
    public let hasRows: Bool
    public let count: String

    /// The page of `measure` over its `entries` (oldest first), in the unit that follows the user's settings.
    public static func make(
        measure: BodyMeasure, entries: [BodyMeasurementEntry], settings: UserSettings, localizer: Localizer
    ) -> BodyMeasurementPage {
        let unit = LengthUnit.following(settings.weightUnit)
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let words = BodyWords(localizer)
        let name = words.name(measure)
        func oneDecimal(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        let chart = ChartView.line(
            id: "measurement-\(measure.key)", title: name, unit: ChartUnit(unit.symbol),
            points: entries.map { ChartPoint(date: $0.date, value: oneDecimal($0.length.value(in: unit))) },
            pointUnit: ChartUnit(one: localizer.text("body.measure.point_one"), many: localizer.text("body.measure.point_many")),
            emptyMessage: localizer.text("body.measure.chart_empty"), words: localizer.chartWords)
        let newestFirst = Array(entries.reversed())
        let rows = newestFirst.indices.map { index -> Row in
            let entry = newestFirst[index]
            var change = ""
            if index + 1 < newestFirst.count {
                let difference = oneDecimal(entry.length.value(in: unit) - newestFirst[index + 1].length.value(in: unit))
                change = difference == 0 ? "±0" : "\(difference > 0 ? "+" : "−")\(words.number(abs(difference), digits: 1))"
            }
            return Row(date: entry.date.description, day: format.day(entry.date), value: words.length(entry.length, unit: unit), change: change)
        }
        return BodyMeasurementPage(
            sections: BodySection.links(current: .measurements, localizer: localizer), key: measure.key.description, name: name,
            isCustom: measure.isCustom, charts: [chart], rows: rows, hasRows: !rows.isEmpty,
            count: localizer.plural("body.measure.value_count", count: rows.count))
    }
}
