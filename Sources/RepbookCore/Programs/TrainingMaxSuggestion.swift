import Foundation

/// A training max suggested from the history: a share (90 % by default) of the best e1RM among the working sets.
public enum TrainingMaxSuggestion {
    /// The suggestion in `unit` from `workingSets` (read with `WorkingSets`, never warm-ups), rounded to 0.5 kg or 1 lb,
    /// with its reason; nil when no set makes an estimate.
    public static func suggest(
        from workingSets: [SetValues], percent: Double = 90, formula: OneRepMaxFormula, unit: WeightUnit
    ) -> (weight: Weight, reason: String)? {
        guard let best = RepMaxEstimate.best(workingSets, in: unit, formula: formula) else { return nil }
        let step = unit == .kilograms ? 0.5 : 1
        let value = (best.oneRepMax * percent / 100 / step).rounded() * step
        let weight = Weight(value, unit)
        let reason = "\(ProgramText.percent(percent)) of e1RM \(ProgramText.weight(best.oneRepMax, unit)) "
            + "(\(ProgramText.weight(best.weight, unit)) × \(best.reps), \(formula.rawValue.capitalized)) = \(ProgramText.weight(value, unit))"
        return (weight, reason)
    }
}
