import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The workout in progress read back, and the two removals of the live workout (a set, a workout), each one intent in one
/// transaction.
extension PostgresStore {
    public func activeWorkout(userID: Int64) async throws -> Workout? {
        try await snapshot { connection in
            guard let id = try await Self.activeWorkoutID(userID: userID, connection: connection, logger: logger) else { return nil }
            return try await Self.loadWorkout(id, userID: userID, connection: connection, logger: logger)
        }
    }

    public func activeWorkoutID(userID: Int64) async throws -> Int64? {
        try await single { connection in try await Self.activeWorkoutID(userID: userID, connection: connection, logger: logger) }
    }

    public func workout(id: Int64, userID: Int64) async throws -> Workout? {
        try await snapshot { connection in try await Self.loadWorkout(id, userID: userID, connection: connection, logger: logger) }
    }

    public func deleteSet(workoutID: Int64, userID: Int64, setID: Int64, now: Date, once claim: OnceClaim<Int64>?) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            try await PostgresLiveWorkout.requireOpenWorkout(workoutID, userID: userID, connection: connection, logger: logger)
            let deleted = try await connection.count(
                """
                DELETE FROM workout_set USING workout_exercise
                WHERE workout_set.id = \(setID) AND workout_exercise.id = workout_set.workout_exercise_id
                  AND workout_exercise.workout_id = \(workoutID)
                RETURNING workout_set.id
                """, logger: logger)
            guard deleted > 0 else { throw DomainError.notFound("No set \(setID) in this workout.") }
            return setID
        }
    }

    public func deleteWorkout(
        workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date, once claim: OnceClaim<Int64>?
    ) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            if onlyActive { try await PostgresLiveWorkout.requireOpenWorkout(workoutID, userID: userID, connection: connection, logger: logger) }
            guard try await Self.deleteWorkoutRefoldingBests(workoutID, userID: userID, connection: connection, logger: logger) else {
                throw DomainError.notFound("No workout with id \(workoutID).")
            }
            return workoutID
        }
    }

    /// The id of the user's workout in progress (index `workout_one_active_per_user`).
    static func activeWorkoutID(userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Int64? {
        try await connection.first("SELECT id FROM workout WHERE user_id = \(userID) AND ended_at IS NULL", logger: logger) {
            try $0.decode(Int64.self)
        }
    }

    /// The user's workout with its exercises and sets, read inside the intent's transaction; not found otherwise.
    static func requireWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Workout {
        guard let workout = try await loadWorkout(workoutID, userID: userID, connection: connection, logger: logger) else {
            throw DomainError.notFound("No workout with id \(workoutID).")
        }
        return workout
    }
}
