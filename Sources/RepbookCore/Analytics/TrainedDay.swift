import Foundation

/// One finished workout's day, and the split day it was started from: what streaks count.
public struct TrainedDay: Equatable, Sendable {
    public let date: LocalDate
    public let splitID: Int64?
    public let splitDayIndex: Int?

    public init(date: LocalDate, splitID: Int64? = nil, splitDayIndex: Int? = nil) {
        self.date = date
        self.splitID = splitID
        self.splitDayIndex = splitDayIndex
    }
}
