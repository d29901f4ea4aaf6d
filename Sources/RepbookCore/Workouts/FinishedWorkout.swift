import Foundation

/// A workout just finished and its summary (duration, sets, volume, the records it set), built in the finish's own
/// transaction.
public struct FinishedWorkout: Sendable {
    public let workout: Workout
    public let summary: WorkoutSummary

    public init(workout: Workout, summary: WorkoutSummary) {
        self.workout = workout
        self.summary = summary
    }

    /// Refuses to finish a workout that is not in progress or has no done set.
    public static func check(_ workout: Workout) throws(DomainError) {
        guard workout.isActive else { throw DomainError.conflict("This workout is finished; finished workouts are read-only.") }
        guard workout.allSets.contains(where: \.isDone) else {
            throw DomainError.invalid(field: "sets", message: "Mark at least one set done before finishing, or discard the workout.")
        }
    }
}
