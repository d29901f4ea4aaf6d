import Foundation

/// A training max suggested from the history: a share (90 % by default) of the best e1RM among the working sets.
public struct TrainingMaxSuggestion: Equatable, Sendable {
    public let weight: Weight
    /// `90 % of e1RM 116.67 kg (100 kg × 5, Epley) = 105 kg`.
    public let reason: String

    public init(weight: Weight, reason: String) {
        self.weight = weight
        self.reason = reason
    }

    /// The suggestion in `unit` from `workingSets` (read with `WorkingSets`, never warm-ups), rounded to 0.5 kg or 1 lb;
    /// nil when no set makes an estimate.
    public static func suggest(
        from workingSets: [SetValues], percent: Double = 90, formula: OneRepMaxFormula, unit: WeightUnit
    ) -> TrainingMaxSuggestion? {
        guard let best = RepMaxEstimate.best(workingSets, in: unit, formula: formula) else { return nil }
        let step = unit == .kilograms ? 0.5 : 1
        let value = (best.oneRepMax * percent / 100 / step).rounded() * step
        let reason = "\(ProgramText.percent(percent)) of e1RM \(ProgramText.weight(best.oneRepMax, unit)) "
            + "(\(ProgramText.weight(best.weight, unit)) × \(best.reps), \(formula.rawValue.capitalized)) = \(ProgramText.weight(value, unit))"
        return TrainingMaxSuggestion(weight: Weight(value, unit), reason: reason)
    }
}
