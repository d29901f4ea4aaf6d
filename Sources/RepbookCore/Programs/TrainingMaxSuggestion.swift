import Foundation

/// A training max suggested from the history: a share (90 % by default) of the best e1RM among the working sets.
public struct TrainingMaxSuggestion: Equatable, Sendable {
    public let weight: Weight
    /// `90 % of e1RM 116.67 kg (100 kg × 5, Epley) = 105 kg`.
    public let reason: LocalizedText

    public init(weight: Weight, reason: LocalizedText) {
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
        let reason = ProgramHistoryReason.suggestion(
            percent: percent, e1rm: Weight(best.oneRepMax, unit), set: Weight(best.weight, unit), reps: best.reps,
            formula: formula.rawValue.capitalized, result: Weight(value, unit))
        return TrainingMaxSuggestion(weight: Weight(value, unit), reason: reason)
    }
}
