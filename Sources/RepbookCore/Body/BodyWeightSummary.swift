import Foundation

/// What a lifter wants to know from their weigh-ins at a glance: the latest weight, its 7-day average, the change over
/// the last 30 days, BMI from their height and the distance to their goal; all in kilograms.
public struct BodyWeightSummary: Equatable, Sendable {
    public let latest: BodyWeightEntry?
    /// The mean of the weigh-ins in the 7 days ending on the latest one.
    public let sevenDayAverageKilograms: Double?
    /// The latest 7-day average minus the 7-day average 30 days before it; nil without a weigh-in that far back.
    public let thirtyDayChangeKilograms: Double?
    /// BMI from the latest weight; nil without a height or a weigh-in.
    public let bodyMassIndex: BodyMassIndex?
    /// Goal minus latest weight: negative means weight to lose; nil without a goal or a weigh-in.
    public let toGoalKilograms: Double?

    /// Summarises `entries` (any order) with the height and goal from `settings`.
    public init(entries: [BodyWeightEntry], settings: UserSettings) {
        let points = entries.map { ChartPoint(date: $0.date, value: $0.weight.kilograms) }
        let averages = MovingAverage.trailing(points, days: 7)
        latest = entries.max { $0.date < $1.date }
        sevenDayAverageKilograms = averages.last?.value
        if let last = averages.last, let earlier = averages.last(where: { $0.date <= last.date.adding(days: -30) }),
           earlier.date >= last.date.adding(days: -37) {
            thirtyDayChangeKilograms = last.value - earlier.value
        } else {
            thirtyDayChangeKilograms = nil
        }
        if let latest, let height = settings.heightCentimetres {
            bodyMassIndex = BodyMassIndex(kilograms: latest.weight.kilograms, centimetres: height)
        } else {
            bodyMassIndex = nil
        }
        if let latest, let goal = settings.goalWeight {
            toGoalKilograms = goal.kilograms - latest.weight.kilograms
        } else {
            toGoalKilograms = nil
        }
    }
}
