import Foundation

/// A line of an exercise's quick-log day as stored: the done sets of that day's quick-log workout with the same weight
/// (as typed) and reps. `id` is its first set's id, which names the line for a change or a delete.
public struct QuickLogLine: Equatable, Sendable {
    public let id: Int64
    public let date: LocalDate
    public let weight: Weight?
    public let reps: Int?
    public let sets: Int

    public init(id: Int64, date: LocalDate, weight: Weight?, reps: Int?, sets: Int) {
        self.id = id
        self.date = date
        self.weight = weight
        self.reps = reps
        self.sets = sets
    }

    /// The line as the log form shows it for correcting, to a user of `unit`: its fields as typed (a weight in
    /// another unit keeps its unit, `225lb`).
    public func input(unit: WeightUnit) -> QuickLogInput {
        let weightText = weight.map { Weight.format($0.value) + ($0.unit == unit ? "" : $0.unit.symbol) }
        return QuickLogInput(date: date.description, weight: weightText, reps: reps.map(String.init), sets: String(sets))
    }
}
