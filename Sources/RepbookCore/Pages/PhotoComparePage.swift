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
    public static func make(_ comparison: PhotoComparison, settings: UserSettings) -> PhotoComparePage {
        let first = comparison.first
        let second = comparison.second
        let days = comparison.daysBetween
        let daysText = switch abs(days) {
        case 0: "Same day"
        case 1: days > 0 ? "1 day later" : "1 day earlier"
        default: days > 0 ? "\(days) days later" : "\(-days) days earlier"
        }
        let unit = settings.weightUnit
        let weightChange = comparison.weightChangeKilograms.map { kilograms in
            "\(signed(WeightUnit.kilograms.convert(kilograms, to: unit))) \(unit.symbol)"
        }
        let bodyFatChange = comparison.bodyFatChange.map { "\(signed($0)) points body fat" }
        return PhotoComparePage(
            sections: BodySection.links(current: .photos), first: PhotoCard.make(first, settings: settings),
            second: PhotoCard.make(second, settings: settings),
            swapHref: "/body/photos/compare?a=\(second.id)&b=\(first.id)",
            backHref: first.angle == second.angle ? "/body/photos?angle=\(first.angle.rawValue)" : "/body/photos?angle=all",
            daysText: daysText, hasWeightChange: weightChange != nil, weightChange: weightChange ?? "",
            hasBodyFatChange: bodyFatChange != nil, bodyFatChange: bodyFatChange ?? "", anglesDiffer: first.angle != second.angle)
    }

    /// "+1.5", "−2.25" (a real minus sign) or "±0", to two decimals at most.
    private static func signed(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "±0" }
        return (rounded > 0 ? "+" : "−") + Weight.format(abs(rounded))
    }
}
