/// A validated change to a journal tag; parts left nil stay as they are.
public struct JournalTagChange: Equatable, Sendable {
    public var name: String?
    public var isHidden: Bool?
    /// The tag's new place among the visible tags, from 0; clamped to the list.
    public var index: Int?

    public init(name: String? = nil, isHidden: Bool? = nil, index: Int? = nil) {
        self.name = name
        self.isHidden = isHidden
        self.index = index
    }
}
