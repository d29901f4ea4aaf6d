import Foundation

/// The user's e1RM formulas run both ways: a one-rep max from a set, and the weight for some reps from a one-rep max.
public enum RepMaxEstimate {
    /// The weight `reps` reps could be done with, given a one-rep max (the formula solved for the weight).
    public static func weight(forReps reps: Int, oneRepMax: Double, formula: OneRepMaxFormula) -> Double {
        guard reps > 1 else { return oneRepMax }
        switch formula {
        case .epley: return oneRepMax / (1 + Double(reps) / 30)
        case .brzycki: return oneRepMax * Double(37 - reps) / 36
        }
    }

    /// The best e1RM among `sets` (weights in `unit`) by `formula`, with the set it came from.
    public static func best(
        _ sets: [SetValues], in unit: WeightUnit, formula: OneRepMaxFormula
    ) -> (oneRepMax: Double, weight: Double, reps: Int)? {
        var best: (oneRepMax: Double, weight: Double, reps: Int)?
        for set in sets {
            guard let weight = set.weight?.value(in: unit), let reps = set.reps,
                  let estimate = formula.estimate(kilograms: weight, reps: reps) else { continue }
            if estimate > (best?.oneRepMax ?? 0) { best = (estimate, weight, reps) }
        }
        return best
    }
}
