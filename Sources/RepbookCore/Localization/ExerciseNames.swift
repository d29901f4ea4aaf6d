import Foundation

/// The starter exercises' names and search aliases in one language, read once at start-up from the exercise catalogs
/// (`exercise.<id>.name`, `exercise.<id>.aliases` as a `|`-separated list; `LibraryExercise.catalogID` is the id).
/// An exercise is shown in the language only while its stored name is exactly the starter's English name, so a name the
/// user wrote or renamed stays as written; the stored (English) name is what exports and the API keep.
public struct ExerciseNames: Sendable {
    /// The language's tag.
    public let language: String
    /// The language's name of each starter exercise, by its English name.
    private let shown: [String: String]
    /// The extra search forms of each starter exercise, compacted and joined by spaces: the language's name, its aliases
    /// and the English aliases (English names stay searchable in every language).
    private let forms: [String: String]

    /// No translations: every name as stored, no aliases.
    public static let none = ExerciseNames(language: Localization.sourceLanguage, shown: [:], forms: [:])

    private init(language: String, shown: [String: String], forms: [String: String]) {
        self.language = language
        self.shown = shown
        self.forms = forms
    }

    /// The names of `library` in `catalog`'s language, with `english`'s aliases searchable too; an exercise the catalog
    /// lacks keeps its English name.
    public init(language: String, catalog: POCatalog?, english: POCatalog?, library: [LibraryExercise] = StarterLibrary.exercises) {
        var shown: [String: String] = [:]
        var forms: [String: String] = [:]
        for exercise in library {
            let id = exercise.catalogID
            let name = catalog?.entries[Self.nameKey(id)]?.first ?? exercise.name
            if name != exercise.name { shown[exercise.name] = name }
            let aliases = [catalog, english].compactMap { $0?.entries[Self.aliasesKey(id)]?.first }.flatMap(Self.aliases)
            var seen: Set<String> = [ExerciseSearch.compact(exercise.name)]
            let extra = ([name] + aliases).map(ExerciseSearch.compact).filter { !$0.isEmpty && seen.insert($0).inserted }
            if !extra.isEmpty { forms[exercise.name] = extra.joined(separator: " ") }
        }
        self.init(language: language, shown: shown, forms: forms)
    }

    /// The pseudo-locale's names: each English name pseudo-translated, searchable by its English name and aliases.
    public static func pseudo(english: POCatalog?) -> ExerciseNames {
        let base = ExerciseNames(language: PseudoLocale.tag, catalog: nil, english: english)
        let shown = Dictionary(uniqueKeysWithValues: StarterLibrary.exercises.map { ($0.name, PseudoLocale.translate($0.name)) })
        return ExerciseNames(language: PseudoLocale.tag, shown: shown, forms: base.forms)
    }

    /// The name to show for a stored exercise name: the language's, for an unchanged starter exercise; else as stored.
    public func shown(_ storedName: String) -> String { shown[storedName] ?? storedName }

    /// The extra search forms of a stored exercise name (compacted, space-separated), nil for a name of the user's own.
    public func searchForms(_ storedName: String) -> String? { forms[storedName] }

    /// The catalog key of an exercise's name.
    public static func nameKey(_ id: String) -> String { "exercise.\(id).name" }

    /// The catalog key of an exercise's search aliases.
    public static func aliasesKey(_ id: String) -> String { "exercise.\(id).aliases" }

    /// A `|`-separated alias list's entries, trimmed, empty ones dropped.
    static func aliases(_ list: String) -> [String] {
        list.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
