import Foundation

/// How to begin a workout.
public enum WorkoutStart: Equatable, Sendable {
    /// An empty workout, optionally named.
    case empty(name: String?)
    /// The exercises and targets of a template.
    case template(Int64)
    /// A day of the active split, by its index in the cycle.
    case splitDay(Int)
    /// The exercises and sets of a past workout.
    case repeatWorkout(Int64)
    /// The next day of one of the user's programs (it must be running), every set prescribed with its reason.
    case program(Int64)
}
