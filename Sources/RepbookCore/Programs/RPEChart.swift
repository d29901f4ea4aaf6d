import Foundation

/// The RPE chart lifters use (after Tuchscherer's): the share of a one-rep max a set of some reps at some RPE takes.
/// RIR is 10 − RPE; each rep left in reserve reads like one more rep done.
public enum RPEChart {
    /// The most reps the chart reads, reps in reserve included.
    public static let maximumReps = 12

    /// Percent of 1RM for 1…12 reps taken to failure (RPE 10).
    static let atFailure: [Double] = [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0]

    /// The percent of a one-rep max for `reps` at `rpe` (half steps interpolate); nil off the chart.
    public static func percent(reps: Int, rpe: Double) -> Double? {
        guard reps >= 1, (5...10).contains(rpe) else { return nil }
        let effective = Double(reps) + (10 - rpe)
        let lower = Int(effective.rounded(.down))
        guard lower >= 1, lower <= maximumReps else { return nil }
        let fraction = effective - Double(lower)
        if fraction == 0 { return atFailure[lower - 1] }
        guard lower + 1 <= maximumReps else { return nil }
        return atFailure[lower - 1] + (atFailure[lower] - atFailure[lower - 1]) * fraction
    }

    /// Reps in reserve for `rpe`: RPE 8 is 2 RIR.
    public static func repsInReserve(rpe: Double) -> Double { 10 - rpe }
}
