/// Reordering of a user's short lists (journal tags, a supplement stack) by moving one item to a new place.
public enum ListOrder {
    /// `ids` with `id` moved to `index`, clamped to the list; unchanged when `id` is not in it.
    public static func moving(_ id: Int64, to index: Int, in ids: [Int64]) -> [Int64] {
        guard let current = ids.firstIndex(of: id) else { return ids }
        var reordered = ids
        reordered.remove(at: current)
        reordered.insert(id, at: min(max(index, 0), reordered.count))
        return reordered
    }
}
