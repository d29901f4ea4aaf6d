import Foundation

/// The formula a user picked for estimated one-rep maxes.
public enum OneRepMaxFormula: String, CaseIterable, Codable, Sendable {
    case epley
    case brzycki

    /// A human label with the formula itself.
    public var label: String {
        switch self {
        case .epley: "Epley: weight × (1 + reps ÷ 30)"
        case .brzycki: "Brzycki: weight × 36 ÷ (37 − reps)"
        }
    }

    /// The estimate for `reps` at `kilograms`; nil above 12 reps, without reps, or without load.
    public func estimate(kilograms: Double, reps: Int) -> Double? {
        switch self {
        case .epley: EstimatedOneRepMax.epley(weight: kilograms, reps: reps)
        case .brzycki: EstimatedOneRepMax.brzycki(weight: kilograms, reps: reps)
        }
    }
}
