/// The editable fields of an exercise, already validated and normalised.
public struct ExerciseDraft: Equatable, Sendable {
    public var name: String
    public var category: ExerciseCategory
    public var kind: ExerciseKind
    public var equipment: Equipment
    public var notes: String

    public init(name: String, category: ExerciseCategory, kind: ExerciseKind, equipment: Equipment, notes: String = "") {
        self.name = name
        self.category = category
        self.kind = kind
        self.equipment = equipment
        self.notes = notes
    }

    /// The case- and accent-folded key that makes names unique per user.
    public var nameKey: String { ExerciseName.key(name) }
}
