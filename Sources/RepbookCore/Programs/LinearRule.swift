import Foundation

/// Add weight every session the sets are met (Starting Strength, StrongLifts, Greyskull, GZCLP's third tier).
public struct LinearRule: Equatable, Sendable {
    public var increment: LoadStep
    /// Double the increment when the AMRAP set reaches this many reps (Greyskull: 10).
    public var doubleWhenAmrapReaches: Int?
    /// Add only when the AMRAP set reaches this many reps, else keep the weight (GZCLP T3: 25).
    public var addOnlyWhenAmrapReaches: Int?
    /// Failed sessions in a row at one weight before a deload (StrongLifts: 3, Greyskull: 1); nil for never.
    public var deloadAfterFailures: Int?
    /// The share taken off by a deload, in percent.
    public var deloadPercent: Double

    public init(
        increment: LoadStep, doubleWhenAmrapReaches: Int? = nil, addOnlyWhenAmrapReaches: Int? = nil,
        deloadAfterFailures: Int? = nil, deloadPercent: Double = 10
    ) {
        self.increment = increment
        self.doubleWhenAmrapReaches = doubleWhenAmrapReaches
        self.addOnlyWhenAmrapReaches = addOnlyWhenAmrapReaches
        self.deloadAfterFailures = deloadAfterFailures
        self.deloadPercent = deloadPercent
    }
}
