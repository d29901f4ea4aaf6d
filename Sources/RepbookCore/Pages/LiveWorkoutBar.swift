import Foundation

/// The workout in progress as the bar on every page shows it: its name and its start, for the elapsed time and Resume.
public struct LiveWorkoutBar: Sendable, Equatable {
    public let name: String
    /// When it started, in Unix milliseconds, for the page's clock.
    public let startedAtMillis: Int64

    public init(_ workout: Workout) {
        name = workout.name
        startedAtMillis = workout.startedAt.unixMilliseconds
    }
}
