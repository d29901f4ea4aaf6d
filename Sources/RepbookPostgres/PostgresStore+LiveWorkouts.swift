import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The two removals of the live workout (a set, a workout), each one intent in one transaction; the workout as an
/// intent's answer.
extension PostgresStore {
    /// The user's workout with its exercises and sets, read inside the intent's transaction; not found otherwise.
    static func requireWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Workout {
        guard let workout = try await PostgresWorkoutLoading.workout(id: workoutID, userID: userID, connection: connection, logger: logger) else {
            throw DomainError.notFound("No workout with id \(workoutID).")
        }
        return workout
    }
}
