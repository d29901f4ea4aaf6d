import Foundation

/// Each user's record bests per exercise before a day, kept between requests while the user's history revision stands,
/// so the dashboard folds only its recent window on top instead of every set of ten years.
///
/// An entry is answered only for the same revision, day and formula, and only when it covers every exercise asked
/// for; anything else is a miss, and the caller computes and stores again. Stale entries are never served: the
/// revision changes (in the store, by triggers) whenever older history changes.
public actor RecordBestsCache {
    /// What an entry was computed from.
    public struct Key: Equatable, Sendable {
        public let revision: Int64
        public let before: LocalDate
        public let formula: OneRepMaxFormula

        public init(revision: Int64, before: LocalDate, formula: OneRepMaxFormula) {
            self.revision = revision
            self.before = before
            self.formula = formula
        }
    }

    private struct Entry {
        let key: Key
        let covered: Set<Int64>
        let bests: [Int64: RecordBests]
    }

    private var entries: [Int64: Entry] = [:]
    private let capacity: Int

    /// A cache holding up to `capacity` users' entries (all are dropped when a new user would exceed it).
    public init(capacity: Int = 2_000) {
        self.capacity = capacity
    }

    /// The bests of `exerciseIDs` for `key`, or nil when not cached; exercises without earlier history have no entry.
    public func bests(userID: Int64, key: Key, exerciseIDs: Set<Int64>) -> [Int64: RecordBests]? {
        guard let entry = entries[userID], entry.key == key, exerciseIDs.isSubset(of: entry.covered) else { return nil }
        return entry.bests
    }

    /// Keeps the bests computed for `exerciseIDs` under `key`, replacing the user's previous entry.
    public func store(_ bests: [Int64: RecordBests], userID: Int64, key: Key, exerciseIDs: Set<Int64>) {
        if entries[userID] == nil && entries.count >= capacity { entries.removeAll() }
        entries[userID] = Entry(key: key, covered: exerciseIDs, bests: bests)
    }
}
