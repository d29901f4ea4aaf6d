import Foundation

/// The coaching line of an exercise on the live workout page: the rule's reason and whether the warm-up ramp can be
/// added (the plates per side are under each set row, `PlateLine`).
public struct ExerciseCoaching: Sendable {
    public let reason: String?
    /// Whether the one-tap warm-up applies: a loaded exercise with a working weight and no warm-up sets yet.
    public let canWarmUp: Bool

    /// Nil when there is nothing to say or do.
    static func make(_ exercise: WorkoutExercise) -> ExerciseCoaching? {
        let working = exercise.sets.first { $0.values.kind != .warmUp && $0.values.weight != nil }
        let canWarmUp = exercise.kind.hasLoad && working != nil && !exercise.sets.contains { $0.values.kind == .warmUp }
        guard exercise.suggestionReason != nil || canWarmUp else { return nil }
        return ExerciseCoaching(reason: exercise.suggestionReason, canWarmUp: canWarmUp)
    }
}
