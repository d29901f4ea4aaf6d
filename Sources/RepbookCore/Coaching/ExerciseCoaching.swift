import Foundation

/// The coaching line of an exercise on the live workout page: the rule's reason and, for barbell work, the plates per
/// side of its first open working set.
public struct ExerciseCoaching: Sendable {
    public let reason: String?
    public let plates: String?

    /// Nil when there is nothing to say.
    static func make(_ exercise: WorkoutExercise, plates setup: PlateSetup?) -> ExerciseCoaching? {
        var platesText: String?
        if let setup, exercise.equipment == .barbell,
           let set = exercise.sets.first(where: { !$0.isDone && $0.values.kind == .normal }) ?? exercise.sets.first,
           let weight = set.values.weight {
            let load = PlateCalculator.load(weight.value(in: setup.unit), setup: setup)
            let unit = setup.unit.symbol
            platesText = load.isExact
                ? "Plates per side: \(load.perSideText) (\(Weight.format(load.achieved)) \(unit))"
                : "Plates per side: \(load.perSideText) makes \(Weight.format(load.achieved)) \(unit), not \(Weight.format(weight.value(in: setup.unit))) \(unit)"
        }
        guard exercise.suggestionReason != nil || platesText != nil else { return nil }
        return ExerciseCoaching(reason: exercise.suggestionReason, plates: platesText)
    }
}
