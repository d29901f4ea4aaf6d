/// What the library list shows: a search, a category, an order, and whether archived ones appear.
public struct ExerciseQuery: Equatable, Sendable {
    /// The order of the library list; favourites always come first.
    public enum Sort: String, CaseIterable, Sendable {
        case name
        case recent
    }

    public var search: String
    public var category: ExerciseCategory?
    public var sort: Sort
    public var includeArchived: Bool

    public init(search: String = "", category: ExerciseCategory? = nil, sort: Sort = .name, includeArchived: Bool = false) {
        self.search = search
        self.category = category
        self.sort = sort
        self.includeArchived = includeArchived
    }
}
