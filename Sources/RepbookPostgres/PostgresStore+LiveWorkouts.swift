import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The two removals of the live workout (a set, a workout), each one intent in one transaction; the workout as an
/// intent's answer.
extension PostgresStore {
    public func deleteWorkout(
        workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date, once claim: OnceClaim<Int64>?
    ) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            // The deletion folds the running bests of the workout's exercises again: the user's row keeps another fold
            // of theirs (a finish, a reopen, another deletion) from reading the sessions at the same time.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            if onlyActive { try await PostgresLiveWorkout.requireOpenWorkout(workoutID, userID: userID, connection: connection, logger: logger) }
            guard try await PostgresSessionWriting.deleteWorkout(workoutID, userID: userID, connection: connection, logger: logger) else {
                throw DomainError.notFound("No workout with id \(workoutID).")
            }
            return workoutID
        }
    }

    /// The user's workout with its exercises and sets, read inside the intent's transaction; not found otherwise.
    static func requireWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Workout {
        guard let workout = try await PostgresWorkoutLoading.workout(id: workoutID, userID: userID, connection: connection, logger: logger) else {
            throw DomainError.notFound("No workout with id \(workoutID).")
        }
        return workout
    }
}
