import Foundation

/// A split in an archive: its schedule, its days (a template's name, or nil for rest) and, for the active split, since
/// when and under which name.
public struct ArchivedSplit: Codable, Equatable, Sendable {
    public var name: String
    public var schedule: SplitSchedule
    public var advance: SplitAdvance
    /// Template names in cycle order; null is a rest day.
    public var days: [String?]
    public var activation: ArchivedSplitActivation?

    public init(name: String, schedule: SplitSchedule, advance: SplitAdvance, days: [String?], activation: ArchivedSplitActivation?) {
        self.name = name
        self.schedule = schedule
        self.advance = advance
        self.days = days
        self.activation = activation
    }
}

/// How and since when the active split is active.
public struct ArchivedSplitActivation: Codable, Equatable, Sendable {
    public var customName: String?
    public var startDate: LocalDate
    public var activatedAt: Date

    public init(customName: String?, startDate: LocalDate, activatedAt: Date) {
        self.customName = customName
        self.startDate = startDate
        self.activatedAt = activatedAt
    }
}
