import Foundation

/// A body weight on a calendar day, as typed, with an optional body fat percentage.
public struct BodyWeightEntry: Equatable, Sendable {
    public let date: LocalDate
    public let weight: Weight
    public let bodyFatPercent: Double?

    public init(date: LocalDate, weight: Weight, bodyFatPercent: Double? = nil) {
        self.date = date
        self.weight = weight
        self.bodyFatPercent = bodyFatPercent
    }
}
