import Foundation

/// The coaching line of an exercise on the live workout page: the rule's reason, for barbell work the plates per side
/// of its first open working set, and whether the warm-up ramp can be added.
public struct ExerciseCoaching: Sendable {
    public let reason: String?
    public let plates: String?
    /// Whether the one-tap warm-up applies: a loaded exercise with a working weight and no warm-up sets yet.
    public let canWarmUp: Bool

    /// Nil when there is nothing to say or do.
    static func make(_ exercise: WorkoutExercise, plates setup: PlateSetup?) -> ExerciseCoaching? {
        let working = exercise.sets.first { !$0.isDone && $0.values.kind != .warmUp && $0.values.weight != nil }
            ?? exercise.sets.first { $0.values.kind != .warmUp && $0.values.weight != nil }
        var platesText: String?
        if let setup, exercise.equipment == .barbell, let weight = working?.values.weight {
            let target = weight.loadable(in: setup.unit).value
            let load = PlateCalculator.load(target, setup: setup)
            let unit = setup.unit.symbol
            platesText = load.isExact
                ? "Plates a side: \(load.perSideText)"
                : "Plates a side: \(load.perSideText) = \(Weight.format(load.achieved)) \(unit), not \(Weight.format(target)) \(unit)"
        }
        let canWarmUp = exercise.kind.hasLoad && working != nil && !exercise.sets.contains { $0.values.kind == .warmUp }
        guard exercise.suggestionReason != nil || platesText != nil || canWarmUp else { return nil }
        return ExerciseCoaching(reason: exercise.suggestionReason, plates: platesText, canWarmUp: canWarmUp)
    }
}
