/// Which of last time's sets stands beside each set of today: the one of the same kind at the same place among the sets
/// of that kind (working set 2 beside last time's working set 2, warm-up 1 beside last time's warm-up 1), never a set of
/// another kind; past the end of last time's sets of that kind, the last of them.
public enum PreviousSetMatching {
    /// Last time's set for each of `kinds` (today's sets in order); nil where last time had no set of that kind.
    public static func match(_ kinds: [SetKind], previous: [SetValues]) -> [SetValues?] {
        let byKind = Dictionary(grouping: previous, by: \.kind)
        var seen: [SetKind: Int] = [:]
        return kinds.map { kind in
            let place = seen[kind, default: 0]
            seen[kind] = place + 1
            guard let sets = byKind[kind], let last = sets.last else { return nil }
            return sets.indices.contains(place) ? sets[place] : last
        }
    }
}
