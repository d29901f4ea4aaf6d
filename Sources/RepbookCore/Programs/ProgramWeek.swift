import Foundation

/// One week of a program's cycle: its days, and whether it is a deload week.
public struct ProgramWeek: Equatable, Sendable {
    public var name: String
    public var days: [ProgramDay]
    public var isDeload: Bool

    public init(name: String, days: [ProgramDay], isDeload: Bool = false) {
        self.name = name
        self.days = days
        self.isDeload = isDeload
    }
}
