import Foundation

/// Persistence of the workout log; every call is scoped to one user.
public protocol WorkoutStore: Sendable {
    /// Appends `count` done sets to the exercise in the user's quick-log workout of `date`, creating that workout
    /// (started at `startedAt`) when the day has none, all in one transaction.
    func appendQuickLog(
        userID: Int64, exerciseID: Int64, date: LocalDate, startedAt: Date, weight: Weight?, reps: Int?, count: Int, now: Date
    ) async throws
    /// The done sets of one of the user's exercises, across all workouts, with their days.
    func loggedSets(userID: Int64, exerciseID: Int64) async throws -> [LoggedSet]
}
