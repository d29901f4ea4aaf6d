import Foundation

/// What a program remembers about one exercise slot between sessions.
public struct SlotState: Equatable, Sendable {
    /// The stage index (GZCLP: 0 is 5x3+, 1 is 6x2+, 2 is 10x1+).
    public var stage: Int
    /// Failed sessions in a row at the current weight (StrongLifts' deload counts them), or failed AMRAP sets this cycle
    /// for a per-cycle training max rule.
    public var failures: Int
    /// The slot's own working weight and its history, for slots whose sets read it; nil otherwise.
    public var workingWeight: TrainingMax?
    /// The weight the first stage was last left at (GZCLP T2's reset adds to it).
    public var firstStageWeight: Weight?
    /// Each set's rep target under double progression, nil until a session set them.
    public var targetReps: [Int]?

    public init(
        stage: Int = 0, failures: Int = 0, workingWeight: TrainingMax? = nil, firstStageWeight: Weight? = nil,
        targetReps: [Int]? = nil
    ) {
        self.stage = stage
        self.failures = failures
        self.workingWeight = workingWeight
        self.firstStageWeight = firstStageWeight
        self.targetReps = targetReps
    }
}
