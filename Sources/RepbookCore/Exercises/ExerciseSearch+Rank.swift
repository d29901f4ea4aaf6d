import Foundation

extension ExerciseSearch {
    /// How well `query` names the exercise, best first: 0 when it is the name ("pull up" for Pull-Up), 1 when the name
    /// starts with it, 2 for any other match; the picker lists exact matches first.
    /// A starter exercise ranks by the best of its stored name and its names and aliases in `names`' language.
    public static func rank(name: String, query: String, names: ExerciseNames = .none) -> Int {
        let needle = Self.query(query)
        if needle.isEmpty { return 0 }
        let own = [compact(name)] + (names.searchForms(name)?.split(separator: " ").map(String.init) ?? [])
        if own.contains(needle) { return 0 }
        return own.contains { $0.hasPrefix(needle) } ? 1 : 2
    }
}
