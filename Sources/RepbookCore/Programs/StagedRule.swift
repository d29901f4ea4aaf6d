import Foundation

/// GZCLP's tiers: add weight while the stage's sets are met; on a failure move to the next stage at the same weight;
/// failing the last stage resets to the first.
public struct StagedRule: Equatable, Sendable {
    /// How the first stage starts again after the last one failed.
    public enum Reset: Equatable, Sendable {
        /// From a new rep max (T1: a new 5RM, restarting at 85 % of it). The lifter may log the test; without one it is
        /// estimated from the failed session's best working set.
        case newRepMax(reps: Int, percent: Double)
        /// From the weight the first stage was last left at, plus a step (T2: the last 3x10 weight plus 7.5 kg / 15 lb).
        case lastFirstStagePlus(LoadStep)
    }

    public var increment: LoadStep
    public var reset: Reset

    public init(increment: LoadStep, reset: Reset) {
        self.increment = increment
        self.reset = reset
    }
}
