/// How one exercise name of an imported file lands in the library: matched to an exercise (and how), or created.
public struct ExerciseMapping: Equatable, Sendable {
    /// How the mapping was found.
    public enum Match: String, Sendable {
        /// The same name, ignoring case and accents.
        case sameName = "same_name"
        /// The name without its equipment, such as "Bench Press (Barbell)" for Bench Press with a barbell.
        case nameAndEquipment = "name_and_equipment"
        /// A known other name, such as "Bent Over Row (Barbell)" for Barbell Row.
        case knownAlias = "known_alias"
        /// Nothing matched: a new exercise.
        case none
        /// The lifter chose it in the preview.
        case chosen
    }

    /// The name as the file writes it.
    public let sourceName: String
    /// Sets in the file under this name.
    public let setCount: Int
    public let match: Match
    /// The exercise it maps to, or nil when a new one is created.
    public let exercise: Exercise?
    /// The exercise that would be created when `exercise` is nil.
    public let newExercise: ExerciseDraft?

    public init(sourceName: String, setCount: Int, match: Match, exercise: Exercise?, newExercise: ExerciseDraft?) {
        self.sourceName = sourceName
        self.setCount = setCount
        self.match = match
        self.exercise = exercise
        self.newExercise = newExercise
    }
}
