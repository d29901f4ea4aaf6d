import Foundation

/// "Sat 21 Nov 2026 already has 82.4 kg. Replace it with 83 kg?": asked before a weigh-in replaces the day's one.
public struct BodyWeightReplacePage: Sendable {
    public let sections: [SegmentLink]
    public let date: String
    public let day: String
    public let current: String
    public let replacement: String
    /// The values to post again when the lifter confirms.
    public let weight: String
    public let unit: String
    public let bodyFat: String
    public let backHref: String

    /// The question for replacing `current` with `entry`.
    public init(entry: BodyWeightEntry, current: BodyWeightEntry, settings: UserSettings, localizer: Localizer) {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        sections = BodySection.links(current: .weight, localizer: localizer)
        date = entry.date.description
        day = format.day(entry.date)
        self.current = Self.describe(current, unit: settings.weightUnit, localizer)
        replacement = Self.describe(entry, unit: settings.weightUnit, localizer)
        weight = Weight.format(entry.weight.value)
        unit = entry.weight.unit.rawValue
        bodyFat = entry.bodyFatPercent.map(Weight.format) ?? ""
        backHref = "/body/weight?date=\(entry.date)"
    }

    private static func describe(_ entry: BodyWeightEntry, unit: WeightUnit, _ localizer: Localizer) -> String {
        let words = BodyWords(localizer)
        let weight = words.weight(entry.weight, unit: unit)
        return entry.bodyFatPercent.map { localizer.text("body.weight.with_body_fat", ["weight": weight, "percent": words.number($0)]) } ?? weight
    }
}
