import Foundation

/// What a chart's numbers count, singular and plural: "kg", "session"/"sessions"; shown on the axis and in titles.
public struct ChartUnit: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The word after 1: "session".
    public let one: String
    /// The word after any other number, and the axis label: "sessions", "kg".
    public let many: String

    /// A unit whose singular and plural differ.
    public init(one: String, many: String) {
        self.one = one
        self.many = many
    }

    /// A unit that reads the same after every number, such as "kg" or "lb".
    public init(_ symbol: String) {
        self.init(one: symbol, many: symbol)
    }

    /// `"kg"` as a unit.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Sessions (workouts).
    public static let sessions = ChartUnit(one: "session", many: "sessions")
    /// Working sets.
    public static let sets = ChartUnit(one: "set", many: "sets")
    /// Generic entries, such as bodyweight readings.
    public static let entries = ChartUnit(one: "entry", many: "entries")

    /// The word for `value`: "1 session" but "2 sessions" and "1.5 sessions".
    public func word(for value: Double) -> String {
        value == 1 ? one : many
    }

    /// A value with its unit, "105 kg" or "1 session"; just the number when the unit is empty.
    public func format(_ value: Double, _ valueFormat: (Double) -> String) -> String {
        let word = word(for: value)
        return word.isEmpty ? valueFormat(value) : "\(valueFormat(value)) \(word)"
    }
}
