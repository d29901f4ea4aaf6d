/// An exercise of a shared plan: its name, which the importing account matches on, and what a new one is created as.
public struct SharedExercise: Codable, Equatable, Sendable {
    public let name: String
    public let category: ExerciseCategory
    public let kind: ExerciseKind
    public let equipment: Equipment

    public init(name: String, category: ExerciseCategory, kind: ExerciseKind, equipment: Equipment) {
        self.name = name
        self.category = category
        self.kind = kind
        self.equipment = equipment
    }

    /// The exercise as shared: no id, notes or history.
    public init(_ exercise: Exercise) {
        self.init(name: exercise.name, category: exercise.category, kind: exercise.kind, equipment: exercise.equipment)
    }
}
