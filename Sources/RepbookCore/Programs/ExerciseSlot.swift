import Foundation

/// One exercise of a program day: the lift, its stages of sets and its rule.
public struct ExerciseSlot: Equatable, Sendable {
    /// Stable within the program; slots with the same key share their state (working weight, stage, failures), so
    /// StrongLifts' squat on day A and day B is one slot key, GZCLP's squat as T1 and as T2 are two.
    public var key: String
    /// The lift performed.
    public var liftKey: String
    /// The lift whose training max the percentages read (nSuns' sumo deadlift reads the deadlift); usually `liftKey`.
    public var basisLiftKey: String
    public var stages: [SlotStage]
    public var rule: SlotRule
    /// Where a working weight starts, as a percentage of the basis lift's training max (GZCLP T1: 85 % of a 5RM).
    public var startPercent: Double

    public init(
        key: String, liftKey: String, basisLiftKey: String? = nil, stages: [SlotStage], rule: SlotRule = .none,
        startPercent: Double = 100
    ) {
        self.key = key
        self.liftKey = liftKey
        self.basisLiftKey = basisLiftKey ?? liftKey
        self.stages = stages
        self.rule = rule
        self.startPercent = startPercent
    }

    /// A slot with one stage of `sets`.
    public init(
        key: String, liftKey: String, basisLiftKey: String? = nil, sets: [SetPrescription], rule: SlotRule = .none,
        startPercent: Double = 100
    ) {
        self.init(
            key: key, liftKey: liftKey, basisLiftKey: basisLiftKey, stages: [SlotStage(name: "", sets: sets)], rule: rule,
            startPercent: startPercent)
    }

    /// Whether any set reads the slot's working weight, so the slot keeps one in its state.
    public var usesWorkingWeight: Bool {
        stages.contains { $0.sets.contains { if case .percentOfWorkingWeight = $0.load { true } else { false } } }
    }

    /// The sets of `stage`, clamped to the stages there are.
    public func sets(atStage stage: Int) -> [SetPrescription] {
        stages[min(max(stage, 0), stages.count - 1)].sets
    }
}
