import Foundation

/// One dated value of a chart, already in the user's display unit: a session's best e1RM, a week's session count.
public struct ChartPoint: Sendable, Equatable {
    public let date: LocalDate
    public let value: Double

    /// A value on a day.
    public init(date: LocalDate, value: Double) {
        self.date = date
        self.value = value
    }
}

/// One named value of a chart, already in the user's display unit: a muscle group's working sets, a rep range's sets.
public struct ChartCategory: Sendable, Equatable {
    public let label: String
    public let value: Double

    /// A value under a label such as "Chest".
    public init(label: String, value: Double) {
        self.label = label
        self.value = value
    }
}

/// The input of a categorical bar: the same as a radar axis, a `ChartCategory`.
public typealias ChartBarInput = ChartCategory
