import Foundation

extension ExerciseSearch {
    /// How well `query` names the exercise, best first: 0 when it is the name ("pull up" for Pull-Up), 1 when the name
    /// starts with it, 2 for any other match; the picker lists exact matches first.
    public static func rank(name: String, query: String) -> Int {
        let needle = Self.query(query)
        let own = compact(name)
        if needle.isEmpty || own == needle { return 0 }
        return own.hasPrefix(needle) ? 1 : 2
    }
}
