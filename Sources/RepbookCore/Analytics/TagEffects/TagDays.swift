import Foundation

/// A journal tag and the days it was on.
public struct TagDays: Equatable, Sendable {
    public let tagID: Int64
    public let name: String
    public let days: Set<LocalDate>

    public init(tagID: Int64, name: String, days: Set<LocalDate>) {
        self.tagID = tagID
        self.name = name
        self.days = days
    }
}
