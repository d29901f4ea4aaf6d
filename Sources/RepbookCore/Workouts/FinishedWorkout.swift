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
        guard workout.isActive else { throw DomainError.conflict(LocalizedText("error.workout_finished_finished_workouts_are_read")) }
        guard workout.allSets.contains(where: \.isDone) else {
            throw DomainError.invalid(field: "sets", message: LocalizedText("error.mark_at_least_one_set_done"))
        }
    }
}
