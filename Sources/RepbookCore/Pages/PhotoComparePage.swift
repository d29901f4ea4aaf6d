import Foundation

/// `/body/photos/compare`: two photos side by side with the days and the weight and body fat change between them.
public struct PhotoComparePage: Sendable {
    public let sections: [SegmentLink]
    public let first: PhotoCard
    public let second: PhotoCard
    /// The same two, the other way round.
    public let swapHref: String
    public let backHref: String
    /// "42 days apart", "Same day".
    public let daysText: String
    public let hasWeightChange: Bool
    public let weightChange: String
    public let hasBodyFatChange: Bool
    public let bodyFatChange: String
    /// Whether the two photos were taken from different angles, which the page points out.
    public let anglesDiffer: Bool

    /// The page of `comparison`, weights in the user's unit.
    public static func make(_ comparison: PhotoComparison, settings: UserSettings, localizer: Localizer) -> PhotoComparePage {
        let first = comparison.first
        let second = comparison.second
        let days = comparison.daysBetween
        let daysText = days == 0
            ? localizer.text("photo.same_day") : localizer.plural(days > 0 ? "photo.days_later" : "photo.days_earlier", count: abs(days))
        let unit = settings.weightUnit
        let weightChange = comparison.weightChangeKilograms.map { kilograms in
            "\(signed(WeightUnit.kilograms.convert(kilograms, to: unit), localizer)) \(unit.symbol)"
        }
        let bodyFatChange = comparison.bodyFatChange.map { localizer.text("photo.body_fat_change", ["change": signed($0, localizer)]) }
        return PhotoComparePage(
            sections: BodySection.links(current: .photos, localizer: localizer),
            first: PhotoCard.make(first, settings: settings, localizer: localizer),
            second: PhotoCard.make(second, settings: settings, localizer: localizer),
            swapHref: "/body/photos/compare?a=\(second.id)&b=\(first.id)",
            backHref: first.angle == second.angle ? "/body/photos?angle=\(first.angle.rawValue)" : "/body/photos?angle=all",
            daysText: daysText, hasWeightChange: weightChange != nil, weightChange: weightChange ?? "",
            hasBodyFatChange: bodyFatChange != nil, bodyFatChange: bodyFatChange ?? "", anglesDiffer: first.angle != second.angle)
    }

    /// "+1.5", "−2.25" (a real minus sign) or "±0", to two decimals at most.
    private static func signed(_ value: Double, _ localizer: Localizer) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "±0" }
        return (rounded > 0 ? "+" : "−") + BodyWords(localizer).number(abs(rounded))
    }
}
