import Foundation

/// How a template exercise moves forward from one session to the next: the rule, its weight step and an optional deload.
public struct Progression: Equatable, Sendable {
    /// The rule that picks the next weight and reps.
    public enum Rule: String, CaseIterable, Sendable {
        /// No suggestion: last time's numbers, as before.
        case none
        /// Add the increment when every working set reached the top of the range last time.
        case linear
        /// Add reps within the range; at the top on every set, add the increment and go back to the bottom.
        case double
    }

    public let rule: Rule
    /// The weight added at each step, in the unit the lifter chose.
    public let increment: Weight
    /// Sessions in a row below the bottom of the range that trigger a deload; nil for never.
    public let deloadAfter: Int?
    /// The share of the weight taken off by a deload, in percent.
    public let deloadPercent: Double

    public init(rule: Rule, increment: Weight, deloadAfter: Int? = nil, deloadPercent: Double = 10) {
        self.rule = rule
        self.increment = increment
        self.deloadAfter = deloadAfter
        self.deloadPercent = deloadPercent
    }

    /// No rule.
    public static let none = Progression(rule: .none, increment: Weight(2.5, .kilograms))

    /// The most sessions a deload may wait for.
    public static let maximumDeloadAfter = 10
    /// The percentages a deload may take off.
    public static let deloadPercentRange: ClosedRange<Double> = 1...50
    /// The largest increment, in kilograms.
    public static let maximumIncrementKilograms = 50.0

    /// The default step for `unit`: 2.5 kg or 5 lb, or for small lifts (`small`) 1.25 kg or 2.5 lb.
    public static func defaultIncrement(_ unit: WeightUnit, small: Bool = false) -> Weight {
        switch unit {
        case .kilograms: Weight(small ? 1.25 : 2.5, .kilograms)
        case .pounds: Weight(small ? 2.5 : 5, .pounds)
        }
    }

    /// Whether the default increment for an exercise of `category` is the small one (arms, shoulders, calves…).
    public static func isSmallLift(_ category: ExerciseCategory) -> Bool {
        switch category {
        case .arms, .shoulders: true
        default: false
        }
    }

    /// Validates typed fields: the rule name, an increment (a number in `unit`, or with its unit), deload sessions and
    /// percent (both optional); the error names the field.
    public static func parse(
        rule: String, increment: String, deloadAfter: String, deloadPercent: String, unit: WeightUnit, small: Bool = false
    ) throws(DomainError) -> Progression {
        let ruleText = rule.trimmingCharacters(in: .whitespaces).lowercased()
        guard let parsedRule = ruleText.isEmpty ? Rule.none : Rule(rawValue: ruleText) else {
            throw .invalid(field: "progression.rule", message: LocalizedText("error.progression_none_linear_or_double"))
        }
        var step = defaultIncrement(unit, small: small)
        let incrementText = increment.trimmingCharacters(in: .whitespaces)
        if !incrementText.isEmpty {
            guard let parsed = Weight.parse(incrementText, defaultUnit: unit), parsed.value >= 0.1,
                  parsed.kilograms <= maximumIncrementKilograms else {
                throw .invalid(field: "progression.increment", message: LocalizedText("error.increment_weight_from_0_1_50"))
            }
            step = parsed
        }
        var after: Int?
        let afterText = deloadAfter.trimmingCharacters(in: .whitespaces)
        if !afterText.isEmpty {
            guard let count = Int(afterText), (0...maximumDeloadAfter).contains(count) else {
                throw .invalid(
                    field: "progression.deloadAfter",
                    message: LocalizedText("error.progression.deload_after_range", ["maximum": .text(String(maximumDeloadAfter))]))
            }
            after = count == 0 ? nil : count
        }
        var percent = 10.0
        let percentText = deloadPercent.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "%", with: "")
        if !percentText.isEmpty {
            guard let value = DecimalInput.parse(percentText), deloadPercentRange.contains(value) else {
                throw .invalid(field: "progression.deloadPercent", message: LocalizedText("error.deload_percent_number_from_1_50"))
            }
            percent = value
        }
        return Progression(rule: parsedRule, increment: step, deloadAfter: after, deloadPercent: percent)
    }
}
