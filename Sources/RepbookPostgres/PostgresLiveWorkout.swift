import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The room check PostgreSQL's quick log (not yet on the shared path) makes inside its transaction; the live workout's
/// intents use the shared `LiveWorkoutChecks`. To be removed with the quick log's conversion.
enum PostgresLiveWorkout {
    /// Refuses a change that would take a workout past `WorkoutLimits`: two counts over indexes.
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, connection: PostgresConnection, logger: Logger) async throws {
        guard let (exerciseCount, setCount) = try await connection.first(PostgresHotStatements.WorkoutSize(workoutID: workoutID), logger: logger)
        else { return }
        if exercises > 0, exerciseCount + exercises > WorkoutLimits.maximumExercises { throw WorkoutLimits.tooManyExercises }
        if sets > 0, setCount + sets > WorkoutLimits.maximumSets { throw WorkoutLimits.tooManySets }
    }
}
