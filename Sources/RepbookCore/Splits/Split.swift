import Foundation

/// A training plan: a repeating cycle of days, each a template or a rest day (seed 003, seed 004).
public struct Split: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let schedule: SplitSchedule
    public let advance: SplitAdvance
    public let days: [SplitDay]
    /// Set while this is the user's active split.
    public let activation: SplitActivation?

    public init(id: Int64, name: String, schedule: SplitSchedule, advance: SplitAdvance, days: [SplitDay], activation: SplitActivation?) {
        self.id = id
        self.name = name
        self.schedule = schedule
        self.advance = advance
        self.days = days
        self.activation = activation
    }

    /// The name shown while active: the custom one given on activation, else the split's.
    public var displayName: String { activation?.customName ?? name }
}

/// How the days of a split follow each other.
public enum SplitSchedule: String, CaseIterable, Codable, Sendable {
    /// Seven days, Monday to Sunday.
    case weekly
    /// A cycle of N days, independent of the week.
    case rotation

    /// A human label.
    public var label: String { self == .weekly ? "Weekly (Monday to Sunday)" : "Rotation (a cycle of N days)" }
}

/// How a rotation moves to its next day.
public enum SplitAdvance: String, CaseIterable, Codable, Sendable {
    /// Day = days since the start date, modulo N: the plan moves on whether or not you trained (seed 004).
    case calendar
    /// The day after the last completed split day: a missed day waits for you.
    case completion

    /// A human label.
    public var label: String { self == .calendar ? "By the calendar" : "When I complete a day" }
}

/// One day of a split's cycle: a template, or rest when `templateID` is nil.
public struct SplitDay: Equatable, Sendable {
    public let templateID: Int64?
    public let templateName: String?

    public init(templateID: Int64?, templateName: String? = nil) {
        self.templateID = templateID
        self.templateName = templateName
    }

    /// Whether this is a rest day.
    public var isRest: Bool { templateID == nil }
}

/// How and since when a split is active.
public struct SplitActivation: Equatable, Sendable {
    public let customName: String?
    public let startDate: LocalDate
    public let activatedAt: Date

    public init(customName: String?, startDate: LocalDate, activatedAt: Date) {
        self.customName = customName
        self.startDate = startDate
        self.activatedAt = activatedAt
    }
}

/// A validated split, ready to store.
public struct SplitDraft: Equatable, Sendable {
    public let name: String
    public let schedule: SplitSchedule
    public let advance: SplitAdvance
    /// Template ids in cycle order; nil is a rest day.
    public let days: [Int64?]

    public init(name: String, schedule: SplitSchedule, advance: SplitAdvance, days: [Int64?]) {
        self.name = name
        self.schedule = schedule
        self.advance = advance
        self.days = days
    }

    /// The key names clash on.
    public var nameKey: String { ExerciseName.key(name) }
}
