import Foundation

/// Figures derived from a user's history before a day, kept between requests while the user's history revision
/// stands, so a page reads and folds only its recent window on top instead of years of sets.
///
/// An entry is answered only for the same key (revision, day and whatever else it was computed from); anything else is
/// a miss and the caller computes and stores again. Stale entries are never served: the store's history revision
/// changes whenever history older than the last 25 days changes, and the day moves daily.
public actor OlderHistoryCache<Value: Sendable> {
    /// What an entry was computed from.
    public struct Key: Equatable, Sendable {
        public let revision: Int64
        public let before: LocalDate
        /// Anything else the value depends on, such as the 1RM formula or the first day counted.
        public let detail: String

        public init(revision: Int64, before: LocalDate, detail: String) {
            self.revision = revision
            self.before = before
            self.detail = detail
        }
    }

    private var entries: [Int64: (key: Key, value: Value)] = [:]
    private let capacity: Int

    /// A cache holding up to `capacity` users' entries (all are dropped when a new user would exceed it).
    public init(capacity: Int = 2_000) {
        self.capacity = capacity
    }

    /// The user's value for `key`, or nil when none is kept.
    public func value(userID: Int64, key: Key) -> Value? {
        guard let entry = entries[userID], entry.key == key else { return nil }
        return entry.value
    }

    /// Keeps `value` under `key`, replacing the user's previous entry.
    public func store(_ value: Value, userID: Int64, key: Key) {
        if entries[userID] == nil && entries.count >= capacity { entries.removeAll() }
        entries[userID] = (key, value)
    }
}
