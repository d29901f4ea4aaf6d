import Foundation

/// One dated change of a training max or working weight, with its reason.
public struct WeightHistoryEntry: Equatable, Sendable {
    /// The day of the change in the user's calendar and time zone.
    public var date: LocalDate
    public var weight: Weight
    /// A catalog key with its values, or a verbatim text (typed by the user, or stored before reasons were keys).
    public var reason: LocalizedText

    public init(date: LocalDate, weight: Weight, reason: LocalizedText) {
        self.date = date
        self.weight = weight
        self.reason = reason
    }
}

/// A lift's training max and every value it has had, oldest first.
public struct TrainingMax: Equatable, Sendable {
    public private(set) var history: [WeightHistoryEntry]

    /// A training max first set on `date` for `reason`.
    public init(_ weight: Weight, date: LocalDate, reason: LocalizedText) {
        history = [WeightHistoryEntry(date: date, weight: weight, reason: reason)]
    }

    /// A training max with `history` (oldest first), as stored; nil for an empty history.
    public init?(history: [WeightHistoryEntry]) {
        guard !history.isEmpty else { return nil }
        self.history = history
    }

    /// The value in force: the last entry's.
    public var current: Weight { history[history.count - 1].weight }

    /// This training max moved to `weight` on `date`, the old values kept.
    public func setting(_ weight: Weight, date: LocalDate, reason: LocalizedText) -> TrainingMax {
        var copy = self
        copy.history.append(WeightHistoryEntry(date: date, weight: weight, reason: reason))
        return copy
    }
}
