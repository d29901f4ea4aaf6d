import Foundation

/// What a progression rule or a program suggests for one working set: the weight (nil for bodyweight work), the reps,
/// whether it is an AMRAP set ("5+": the reps are the minimum) and, for a program's set, its own reason.
public struct SetSuggestion: Equatable, Sendable {
    public let weight: Weight?
    public let reps: Int
    /// As many reps as possible, `reps` being the minimum; false for a fixed count.
    public let amrap: Bool
    /// This set's own reason (a program's `85 % of TM 140 kg = 119 kg → 120 kg`); nil when the exercise's reason covers it.
    public let reason: String?

    public init(weight: Weight?, reps: Int, amrap: Bool = false, reason: String? = nil) {
        self.weight = weight
        self.reps = reps
        self.amrap = amrap
        self.reason = reason
    }
}

/// A rule's answer for one exercise: a suggestion per working set and the one-line reason behind them.
public struct ExerciseSuggestion: Equatable, Sendable {
    public let sets: [SetSuggestion]
    public let reason: String

    public init(sets: [SetSuggestion], reason: String) {
        self.sets = sets
        self.reason = reason
    }
}
