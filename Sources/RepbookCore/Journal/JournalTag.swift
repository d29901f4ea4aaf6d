import Foundation

/// A label a user puts on a day, such as "slept well"; hidden tags leave the day page but keep their history.
public struct JournalTag: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    /// The tag's place among the user's tags, from 0.
    public let position: Int
    public let isHidden: Bool

    public init(id: Int64, name: String, position: Int, isHidden: Bool) {
        self.id = id
        self.name = name
        self.position = position
        self.isHidden = isHidden
    }
}
