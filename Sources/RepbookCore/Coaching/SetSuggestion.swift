import Foundation

/// What a progression rule suggests for one working set: the weight (nil for bodyweight work) and the reps.
public struct SetSuggestion: Equatable, Sendable {
    public let weight: Weight?
    public let reps: Int

    public init(weight: Weight?, reps: Int) {
        self.weight = weight
        self.reps = reps
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
