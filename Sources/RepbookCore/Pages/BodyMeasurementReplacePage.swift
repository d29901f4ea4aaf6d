import Foundation

/// "Sat 21 Nov already has Waist 82 cm. Replace it with 80 cm?": asked before a day's values are replaced.
public struct BodyMeasurementReplacePage: Sendable {
    /// A value to post again, as a hidden field.
    public struct Hidden: Sendable {
        public let name: String
        public let value: String
    }

    /// "Waist: 82 cm → 80 cm".
    public struct Change: Sendable {
        public let key: String
        public let text: String
    }

    public let sections: [SegmentLink]
    public let day: String
    public let date: String
    public let changes: [Change]
    public let fields: [Hidden]
    public let backHref: String

    /// The question for `check`, re-posting what `input` held.
    public init(
        check: BodyMeasurementService.DayCheck, input: BodyMeasurementDayInput, measures: [BodyMeasure], settings: UserSettings,
        localizer: Localizer
    ) {
        let unit = LengthUnit.following(settings.weightUnit)
        let date = check.entries[0].date
        let words = BodyWords(localizer)
        let names = Dictionary(measures.map { ($0.key, words.name($0)) }, uniquingKeysWith: { first, _ in first })
        sections = BodySection.links(current: .measurements, localizer: localizer)
        day = DisplayFormat(settings: settings, localizer: localizer).day(date)
        self.date = date.description
        changes = check.replacing.compactMap { old in
            guard let new = check.entries.first(where: { $0.key == old.key }) else { return nil }
            return Change(
                key: old.key.description,
                text: "\(names[old.key] ?? old.key.description): \(words.length(old.length, unit: unit)) → "
                    + words.length(new.length, unit: new.length.unit))
        }
        fields = [Hidden(name: "date", value: date.description), Hidden(name: "unit", value: check.entries[0].length.unit.rawValue)]
            + input.values.filter { !$0.value.trimmingCharacters(in: .whitespaces).isEmpty }.map { Hidden(name: $0.key, value: $0.value) }
        backHref = "/body/measurements?date=\(date)"
    }
}
