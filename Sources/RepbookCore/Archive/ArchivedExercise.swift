/// An exercise of the library in an archive; the name is how templates and workouts refer to it.
public struct ArchivedExercise: Codable, Equatable, Sendable {
    public var name: String
    public var category: ExerciseCategory
    public var kind: ExerciseKind
    public var equipment: Equipment
    public var notes: String
    public var favorite: Bool
    public var archived: Bool
    /// Set on exercises that came from the starter library, so it never seeds them again.
    public var seedKey: String?

    public init(
        name: String, category: ExerciseCategory, kind: ExerciseKind, equipment: Equipment, notes: String, favorite: Bool,
        archived: Bool, seedKey: String?
    ) {
        self.name = name
        self.category = category
        self.kind = kind
        self.equipment = equipment
        self.notes = notes
        self.favorite = favorite
        self.archived = archived
        self.seedKey = seedKey
    }
}
