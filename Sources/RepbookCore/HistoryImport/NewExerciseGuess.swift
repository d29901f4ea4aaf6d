/// The exercise an import creates for a name that matches nothing: named as the file names it, with its category,
/// equipment and kind guessed from the file's category, the name and the sets logged under it.
public enum NewExerciseGuess {
    /// The name used when the file's is blank.
    public static let fallbackName = "Exercise"

    /// The draft for `name`, whose sets in the file are `sets`.
    public static func draft(name: String, fileCategory: String?, sets: [SetValues]) -> ExerciseDraft {
        let parts = ExerciseNameParts(name)
        let kind = kind(of: sets, equipment: parts.equipment)
        return ExerciseDraft(
            name: ImportedName.stored(name, fallback: fallbackName),
            category: ExerciseCategoryGuess.category(name: name, fileCategory: fileCategory), kind: kind,
            equipment: parts.equipment ?? defaultEquipment(for: kind))
    }

    /// Distance makes a distance exercise, a weight a weighted one, reps alone a bodyweight (or reps-only) one, time alone a
    /// timed one.
    private static func kind(of sets: [SetValues], equipment: Equipment?) -> ExerciseKind {
        if sets.contains(where: { ($0.distanceMeters ?? 0) > 0 }) { return .distanceAndDuration }
        if sets.contains(where: { ($0.weight?.value ?? 0) > 0 }) { return .weightAndReps }
        if sets.contains(where: { ($0.reps ?? 0) > 0 }) {
            return equipment == nil || equipment == .bodyweight ? .bodyweightReps : .repsOnly
        }
        if sets.contains(where: { ($0.durationSeconds ?? 0) > 0 }) { return .duration }
        return .weightAndReps
    }

    private static func defaultEquipment(for kind: ExerciseKind) -> Equipment {
        switch kind {
        case .bodyweightReps: .bodyweight
        case .duration, .distanceAndDuration: .none
        default: .other
        }
    }
}
