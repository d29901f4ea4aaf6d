/// The split of a shared plan: its cycle of days, each a template of the file (by position) or rest.
public struct SharedSplit: Codable, Equatable, Sendable {
    public let name: String
    public let schedule: SplitSchedule
    public let advance: SplitAdvance
    /// One entry per day in cycle order: an index into the plan's `templates`, or null for a rest day.
    public let days: [Int?]

    public init(name: String, schedule: SplitSchedule, advance: SplitAdvance, days: [Int?]) {
        self.name = name
        self.schedule = schedule
        self.advance = advance
        self.days = days
    }
}
