import Foundation

/// The role of a prescribed set in its exercise: what a sheet labels it and what rules read.
public enum PrescribedSetKind: String, Sendable, CaseIterable {
    /// The main work: 5/3/1's three sets, a 5x5, a GZCLP tier's sets.
    case main
    /// Volume after the main work: Boring But Big, First Set Last, nSuns' second lift.
    case supplemental
    /// The heaviest set of the day, set by effort (RPE or RIR).
    case topSet
    /// Sets after a top set at a share of it.
    case backOff
    /// Assistance work such as GZCLP's third tier or a push/pull/legs accessory.
    case accessory
}
