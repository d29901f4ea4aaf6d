import Foundation

/// HTML fragments remembered by the whole input they were rendered from, so a long list that has not changed since it
/// was last shown is not rendered again. An equal input renders equal HTML, so an entry can never be stale; the least
/// recently used entry goes once `capacity` are held. A miss renders outside the lock (two at once may both render).
final class RenderedFragmentCache<Key: Hashable & Sendable>: @unchecked Sendable {
    private struct Entry {
        let html: String
        var lastUse: UInt64
    }

    let capacity: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    /// The HTML rendered from `key`, by `render` when it is not remembered.
    func html(for key: Key, render: (Key) throws -> String) rethrows -> String {
        let remembered: String? = lock.withLock {
            uses += 1
            entries[key]?.lastUse = uses
            return entries[key]?.html
        }
        if let remembered { return remembered }
        let html = try render(key)
        lock.withLock {
            uses += 1
            if entries[key] == nil, entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
            }
            entries[key] = Entry(html: html, lastUse: uses)
        }
        return html
    }

    /// How many fragments are remembered.
    var count: Int { lock.withLock { entries.count } }
}
