import Foundation

/// The Body tab's measurements page: the entry form for a day (big inputs, left and right side by side, an error at
/// the field it names), the list of measurements with the latest value and its change, custom measurements, and the
/// CSV import and export.
public struct BodyMeasurementsPage: Sendable {
    /// One input of the form.
    public struct Field: Sendable {
        /// The form field's name and id suffix: the measurement's key.
        public let key: String
        public let label: String
        public let value: String
        /// The latest value before this day, shown as the placeholder.
        public let placeholder: String
        public let error: String
        public let hasError: Bool
    }

    /// A row of the form: one measurement, or a left and right pair under the part's name.
    public struct Group: Sendable {
        public let title: String
        public let fields: [Field]
        public let isPair: Bool
    }

    /// One measurement in the list.
    public struct Row: Sendable {
        public let key: String
        public let name: String
        public let href: String
        public let latest: String
        public let day: String
        /// "−1.5 cm since Sat 14 Nov"; empty with a single value.
        public let change: String
        public let hasValue: Bool
        public let isCustom: Bool
    }

    public let sections: [SegmentLink]
    public let today: String
    public let date: String
    public let dayLabel: String
    public let unitSymbol: String
    public let unitOptions: [SelectOption]
    public let groups: [Group]
    /// Whether the day already has values, which saving replaces where changed.
    public let hasExisting: Bool
    public let existingCount: String
    /// An error that names no field of the form.
    public let error: String
    public let hasError: Bool
    public let rows: [Row]
    public let trackedCount: String
    public let customName: String
    public let customError: String
    public let hasCustomError: Bool

    /// The page for the form's `date`; `typed` and `error` re-show a refused form, `customError` a refused name.
    public static func make(
        measures: [BodyMeasure], entries: [BodyMeasurementEntry], settings: UserSettings, date: LocalDate, today: LocalDate,
        typed: BodyMeasurementDayInput? = nil, error: DomainError? = nil, customName: String = "", customError: DomainError? = nil,
        localizer: Localizer
    ) -> BodyMeasurementsPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let words = BodyWords(localizer)
        let unit = typed.flatMap { try? MeasurementRules.unit($0.unit, fallback: .following(settings.weightUnit)) }
            ?? .following(settings.weightUnit)
        let byKey = Dictionary(grouping: entries, by: \.key)
        let dayValues = Dictionary(entries.filter { $0.date == date }.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        let typedValues = Dictionary((typed?.values ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let fieldError = error?.field

        func field(_ measure: BodyMeasure, label: String) -> Field {
            let key = measure.key.description
            let earlier = byKey[measure.key]?.last { $0.date < date }
            let value = typed != nil ? (typedValues[key] ?? "") : dayValues[measure.key].map { words.number($0.length.value(in: unit)) } ?? ""
            let isAtFault = fieldError == key
            return Field(
                key: key, label: label, value: value,
                placeholder: earlier.map { words.number($0.length.value(in: unit), digits: 1) } ?? "",
                error: isAtFault ? error?.message ?? "" : "", hasError: isAtFault)
        }

        var groups: [Group] = []
        var index = 0
        let all = measures
        while index < all.count {
            let measure = all[index]
            if case .site(let site) = measure.key, site.side == "left", index + 1 < all.count,
               case .site(let right) = all[index + 1].key, right.part == site.part {
                let fields = [
                    field(measure, label: localizer.text("body.measure.left")), field(all[index + 1], label: localizer.text("body.measure.right")),
                ]
                groups.append(Group(title: words.part(site), fields: fields, isPair: true))
                index += 2
            } else {
                groups.append(Group(title: words.name(measure), fields: [field(measure, label: words.name(measure))], isPair: false))
                index += 1
            }
        }

        let rows = measures.map { measure -> Row in
            let values = byKey[measure.key] ?? []
            let latest = values.last
            let previous = values.count > 1 ? values[values.count - 2] : nil
            var change = ""
            if let latest, let previous {
                let difference = words.signed(latest.length.value(in: unit) - previous.length.value(in: unit), symbol: unit.symbol)
                change = localizer.text("body.measure.change_since", ["change": difference, "day": format.day(previous.date)])
            }
            return Row(
                key: measure.key.description, name: words.name(measure), href: "/body/measurements/\(measure.key)",
                latest: latest.map { words.length($0.length, unit: unit) } ?? "", day: latest.map { format.day($0.date) } ?? "",
                change: change, hasValue: latest != nil, isCustom: measure.isCustom)
        }
        let tracked = rows.filter(\.hasValue).count
        let pageError = error.flatMap { $0.field.map { key in measures.contains { $0.key.description == key } } ?? false ? nil : $0.message }
        return BodyMeasurementsPage(
            sections: BodySection.links(current: .measurements, date: date == today ? nil : date, localizer: localizer),
            today: today.description, date: (typed?.date).flatMap { $0.isEmpty ? nil : $0 } ?? date.description,
            dayLabel: date == today ? localizer.text("body.day.today") : format.day(date),
            unitSymbol: unit.symbol,
            unitOptions: LengthUnit.allCases.map { SelectOption(value: $0.rawValue, label: $0.symbol, isSelected: $0 == unit) },
            groups: groups,
            hasExisting: !dayValues.isEmpty, existingCount: localizer.plural("body.measure.value_count", count: dayValues.count),
            error: pageError ?? "", hasError: pageError != nil,
            rows: rows, trackedCount: localizer.plural("body.measure.tracked", count: tracked),
            customName: customName, customError: customError?.message ?? "", hasCustomError: customError != nil)
    }
}
