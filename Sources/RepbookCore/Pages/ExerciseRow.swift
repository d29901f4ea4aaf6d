/// An exercise as a line of the library or home list.
public struct ExerciseRow: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let detail: String
    public let isFavorite: Bool
    public let isArchived: Bool

    public init(_ exercise: Exercise) {
        self.id = exercise.id
        self.name = exercise.name
        self.detail = "\(exercise.category.label) · \(exercise.equipment.label)"
        self.isFavorite = exercise.isFavorite
        self.isArchived = exercise.isArchived
    }
}
