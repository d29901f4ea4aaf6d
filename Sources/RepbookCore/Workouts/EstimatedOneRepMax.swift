import Foundation

/// Estimated one-rep max from a set of `reps` at `weight`.
public enum EstimatedOneRepMax {
    /// The most reps an estimate is made from; beyond that the formulas say little.
    public static let maximumReps = 12

    /// Epley: weight × (1 + reps / 30); a single is its own 1RM; nil above `maximumReps` or without reps.
    public static func epley(weight: Double, reps: Int) -> Double? {
        guard (1...maximumReps).contains(reps), weight > 0 else { return nil }
        return reps == 1 ? weight : weight * (1 + Double(reps) / 30)
    }

    /// Brzycki: weight × 36 / (37 − reps); a single is its own 1RM; nil above `maximumReps` or without reps.
    public static func brzycki(weight: Double, reps: Int) -> Double? {
        guard (1...maximumReps).contains(reps), weight > 0 else { return nil }
        return weight * 36 / Double(37 - reps)
    }
}
