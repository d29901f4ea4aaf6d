import Foundation

/// One measurement's value on a calendar day, as typed.
public struct BodyMeasurementEntry: Equatable, Sendable {
    public let key: MeasureKey
    public let date: LocalDate
    public let length: Length

    public init(key: MeasureKey, date: LocalDate, length: Length) {
        self.key = key
        self.date = date
        self.length = length
    }
}
