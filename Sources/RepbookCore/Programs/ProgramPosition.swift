import Foundation

/// Where a lifter is in a program, each counted from 1: cycle 2, week 3, day 1.
public struct ProgramPosition: Hashable, Sendable, CustomStringConvertible {
    public var cycle: Int
    public var week: Int
    public var day: Int

    public init(cycle: Int, week: Int, day: Int) {
        self.cycle = cycle
        self.week = week
        self.day = day
    }

    /// The first day of the first cycle.
    public static let start = ProgramPosition(cycle: 1, week: 1, day: 1)

    /// `cycle 2, week 3, day 1`.
    public var description: String { "cycle \(cycle), week \(week), day \(day)" }

    /// The next training day of `program`, and whether this one ended its cycle.
    public func next(in program: Program) -> (position: ProgramPosition, endsCycle: Bool) {
        if day < program.daysPerWeek { return (ProgramPosition(cycle: cycle, week: week, day: day + 1), false) }
        if week < program.weeks.count { return (ProgramPosition(cycle: cycle, week: week + 1, day: 1), false) }
        return (ProgramPosition(cycle: cycle + 1, week: 1, day: 1), true)
    }
}
