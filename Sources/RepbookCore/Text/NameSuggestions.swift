/// Finds the names closest to what someone typed, for "did you mean" messages.
public enum NameSuggestions {
    /// Up to `limit` names: those containing the folded query first, then the smallest edit distance.
    public static func closest(to query: String, among names: [String], limit: Int = 3) -> [String] {
        let needle = SearchFolding.fold(query)
        let scored = names.map { name -> (String, Int) in
            let key = SearchFolding.fold(name)
            let score = key.contains(needle) || needle.contains(key) ? 0 : editDistance(Array(needle), Array(key))
            return (name, score)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
