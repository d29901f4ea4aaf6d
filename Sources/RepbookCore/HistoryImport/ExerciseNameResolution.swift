/// How every exercise name of a file resolves for one user: the lifter's choice first, else a match in their library,
/// else a new exercise; names whose new exercises share a name share one.
struct ExerciseNameResolution {
    /// Where one name's sets go and how that was decided.
    struct Entry {
        let match: ExerciseMapping.Match
        let target: ImportedExerciseTarget
        /// The exercise it maps to, nil for a new one.
        let exercise: Exercise?
    }

    private(set) var entries: [String: Entry] = [:]
    private(set) var newExercises: [ExerciseDraft] = []
    private var newIndexByKey: [String: Int] = [:]
    private let libraryNames: [String]
    private let libraryKeys: Set<String>

    /// Resolves each name of `file` against `exercises` (all of the user's, archived too) with the lifter's `choices`;
    /// a choice of an exercise that is not the user's is invalid, naming the file's name.
    init(file: WorkoutFile, exercises: [Exercise], choices: [String: ExerciseChoice]) throws {
        let byID = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        libraryNames = exercises.map(\.name)
        libraryKeys = Set(libraryNames.map(ExerciseName.key))
        let matcher = ExerciseNameMatcher(exercises: exercises)
        for (name, usage) in Self.usage(of: file) {
            let automatic = matcher.match(name)
            switch choices[name] {
            case .existing(let id):
                guard let chosen = byID[id] else {
                    throw DomainError.invalid(field: "mapping", message:
                        LocalizedText("error.choose_one_exercises_for", ["value": "\(name.prefix(80))"]))
                }
                let match = if let automatic, automatic.exercise.id == id { automatic.match } else { ExerciseMapping.Match.chosen }
                entries[name] = Entry(match: match, target: .existing(id), exercise: chosen)
            case .create:
                let index = newExercise(for: name, usage: usage)
                entries[name] = Entry(match: automatic == nil ? .none : .chosen, target: .new(index), exercise: nil)
            case nil:
                if let automatic {
                    entries[name] = Entry(match: automatic.match, target: .existing(automatic.exercise.id), exercise: automatic.exercise)
                } else {
                    let index = newExercise(for: name, usage: usage)
                    entries[name] = Entry(match: .none, target: .new(index), exercise: nil)
                }
            }
        }
    }

    /// The index of the new exercise for `name`: one already planned under the same name, else a new draft, renamed
    /// "Name (2)" when the library has the name (the lifter asked for a new one beside it).
    private mutating func newExercise(for name: String, usage: (category: String?, sets: [SetValues])) -> Int {
        var draft = NewExerciseGuess.draft(name: name, fileCategory: usage.category, sets: usage.sets)
        if let index = newIndexByKey[draft.nameKey] { return index }
        if libraryKeys.contains(draft.nameKey) {
            draft.name = UniqueName.copy(of: draft.name, taken: libraryNames + newExercises.map(\.name))
        }
        newExercises.append(draft)
        newIndexByKey[draft.nameKey] = newExercises.count - 1
        return newExercises.count - 1
    }

    /// Each distinct name of the file in first-seen order with its first stated category and all its sets.
    private static func usage(of file: WorkoutFile) -> [(String, (category: String?, sets: [SetValues]))] {
        var order: [String] = []
        var usage: [String: (category: String?, sets: [SetValues])] = [:]
        for workout in file.workouts {
            for exercise in workout.exercises {
                if usage[exercise.name] == nil {
                    order.append(exercise.name)
                    usage[exercise.name] = (exercise.category, [])
                } else if usage[exercise.name]?.category == nil {
                    usage[exercise.name]?.category = exercise.category
                }
                usage[exercise.name]?.sets.append(contentsOf: exercise.sets.lazy.map(\.values))
            }
        }
        return order.map { ($0, usage[$0]!) }
    }
}
