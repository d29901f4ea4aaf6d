import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore {
    /// The user's workout in progress (at most one: `workout_one_active_per_user`), read in one snapshot.
    public func activeWorkout(userID: Int64) async throws -> Workout? {
        try await snapshot { connection in
            guard let id = try await Self.activeWorkoutID(userID: userID, connection: connection, logger: logger) else { return nil }
            return try await PostgresWorkoutLoading.workouts(ids: [id], connection: connection, logger: logger).first
        }
    }

    /// The id of the user's workout in progress, without reading its sets.
    public func activeWorkoutID(userID: Int64) async throws -> Int64? {
        try await single { connection in try await Self.activeWorkoutID(userID: userID, connection: connection, logger: logger) }
    }

    /// One of the user's workouts; nil for a missing id or another user's workout.
    public func workout(id: Int64, userID: Int64) async throws -> Workout? {
        try await snapshot { connection in
            try await PostgresWorkoutLoading.workout(id: id, userID: userID, connection: connection, logger: logger)
        }
    }

    /// The id of the user's workout in progress, inside the caller's connection.
    static func activeWorkoutID(userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Int64? {
        try await connection.first(
            "SELECT id FROM workout WHERE user_id = \(userID) AND ended_at IS NULL", logger: logger) { try $0.decode(Int64.self) }
    }
}
