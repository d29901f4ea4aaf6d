import Foundation

/// An exercise the template editor's picker offers: its id, name, and the key the filter as you type matches
/// (`ExerciseSearch.key`, so "pullup", "db" and "ohp" find what they find in the library).
public struct ExercisePickOption: Sendable {
    public let value: String
    public let label: String
    public let searchKey: String

    /// The option of `exercise`, a starter exercise named and searchable in `names`' language.
    public init(_ exercise: Exercise, names: ExerciseNames = .none) {
        value = String(exercise.id)
        label = names.shown(exercise.name)
        searchKey = ExerciseSearch.key(name: exercise.name, equipment: exercise.equipment, names: names)
    }
}
