import Foundation

/// One set from the log of an exercise, with the day of the workout it belongs to.
public struct LoggedSet: Equatable, Sendable {
    public let date: LocalDate
    public let weight: Weight?
    public let reps: Int?
    public let kind: SetKind

    public init(date: LocalDate, weight: Weight?, reps: Int?, kind: SetKind = .normal) {
        self.date = date
        self.weight = weight
        self.reps = reps
        self.kind = kind
    }
}
