/// Which of last time's sets stands beside each set of today: warm-ups beside last time's warm-ups, every other set
/// (normal, drop, to failure, rest-pause) beside last time's working sets, each at the same place among its own
/// (working set 2 beside last time's working set 2, warm-up 1 beside last time's warm-up 1). Marking a set as a drop or
/// failure set therefore keeps what stands beside it; past the end of last time's sets of that class, the last of them.
public enum PreviousSetMatching {
    /// Last time's set for each of `kinds` (today's sets in order); nil where last time had no set of that class.
    public static func match(_ kinds: [SetKind], previous: [SetValues]) -> [SetValues?] {
        let byClass = Dictionary(grouping: previous) { $0.kind == .warmUp }
        var seen: [Bool: Int] = [:]
        return kinds.map { kind in
            let isWarmUp = kind == .warmUp
            let place = seen[isWarmUp, default: 0]
            seen[isWarmUp] = place + 1
            guard let sets = byClass[isWarmUp], let last = sets.last else { return nil }
            return sets.indices.contains(place) ? sets[place] : last
        }
    }
}
