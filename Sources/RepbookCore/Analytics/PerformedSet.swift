import Foundation

/// A done set of a finished workout, with the day it was lifted: the raw material of records and trends.
public struct PerformedSet: Equatable, Sendable {
    public let workoutID: Int64
    public let exerciseID: Int64
    public let date: LocalDate
    public let kind: ExerciseKind
    public let values: SetValues

    public init(workoutID: Int64, exerciseID: Int64, date: LocalDate, kind: ExerciseKind, values: SetValues) {
        self.workoutID = workoutID
        self.exerciseID = exerciseID
        self.date = date
        self.kind = kind
        self.values = values
    }
}
