import Foundation

/// One finished workout's day and volume, what the dashboard's weekly charts sum.
public struct DayVolume: Equatable, Sendable {
    public let date: LocalDate
    public let kilograms: Double

    public init(date: LocalDate, kilograms: Double) {
        self.date = date
        self.kilograms = kilograms
    }
}
