import Foundation

/// A movement in a user's library.
public struct Exercise: Equatable, Codable, Sendable, Identifiable {
    public let id: Int64
    public let userID: Int64
    public var name: String
    public var category: ExerciseCategory
    public var kind: ExerciseKind
    public var equipment: Equipment
    public var notes: String
    public var isFavorite: Bool
    public var isArchived: Bool
    /// When a set of it was last logged; derived from the log, nil when never performed.
    public var lastPerformedAt: Date?

    public init(
        id: Int64, userID: Int64, name: String, category: ExerciseCategory, kind: ExerciseKind,
        equipment: Equipment, notes: String = "", isFavorite: Bool = false, isArchived: Bool = false,
        lastPerformedAt: Date? = nil
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.category = category
        self.kind = kind
        self.equipment = equipment
        self.notes = notes
        self.isFavorite = isFavorite
        self.isArchived = isArchived
        self.lastPerformedAt = lastPerformedAt
    }
}
