import Foundation

/// A body weight read from an imported file: the day, the weight in the unit the file gives, an optional body fat
/// percentage, and the line it came from.
public struct WeightFileRow: Equatable, Sendable {
    /// The 1-based line of the file (for an Apple Health export, the line of the record).
    public let line: Int
    public let date: LocalDate
    public let weight: Weight
    public let bodyFatPercent: Double?

    public init(line: Int, date: LocalDate, weight: Weight, bodyFatPercent: Double? = nil) {
        self.line = line
        self.date = date
        self.weight = weight
        self.bodyFatPercent = bodyFatPercent
    }

    /// The row as a body weight entry.
    public var entry: BodyWeightEntry {
        BodyWeightEntry(date: date, weight: weight, bodyFatPercent: bodyFatPercent)
    }
}
