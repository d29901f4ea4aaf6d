import Foundation

/// One exercise of the library every new user starts with; the seed key keeps seeding idempotent across renames.
public struct LibraryExercise: Equatable, Sendable {
    public let seedKey: String
    public let name: String
    public let category: ExerciseCategory
    public let kind: ExerciseKind
    public let equipment: Equipment

    public init(_ name: String, _ category: ExerciseCategory, _ kind: ExerciseKind, _ equipment: Equipment) {
        self.seedKey = ExerciseName.key(name).replacingOccurrences(of: " ", with: "-")
        self.name = name
        self.category = category
        self.kind = kind
        self.equipment = equipment
    }

    /// Its id in the exercise catalogs (`exercise.<id>.name`): the English name folded, apostrophes dropped, every other
    /// run of non-letters an underscore ("Farmer's Walk" is `farmers_walk`, "T-Bar Row" `t_bar_row`).
    public var catalogID: String {
        let words = SearchFolding.fold(name).replacingOccurrences(of: "'", with: "").split { !$0.isLetter && !$0.isNumber }
        return words.joined(separator: "_")
    }

    /// The draft the store inserts for it.
    public var draft: ExerciseDraft {
        ExerciseDraft(name: name, category: category, kind: kind, equipment: equipment)
    }
}
