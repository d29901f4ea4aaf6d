import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The reads and writes the live workout's intents share, inside the intent's transaction. Where SQLite's single writer
/// kept one workout's intents in order, every intent here that changes a workout in progress first locks its row in
/// `workout` (`FOR NO KEY UPDATE`, when it checks that the workout is the user's and open): two servers never both read
/// the last position of an exercise or set and write the same next one, never both pass a set's version check, never
/// both find room under `WorkoutLimits`, and a change waiting on a finish sees the workout finished.
enum PostgresLiveWorkout {
    /// The id of the workout an intent is for, locked, when it is the user's and in progress; otherwise the error the
    /// user sees.
    static func openWorkoutID(_ workout: LiveWorkout, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        switch workout {
        case .id(let id):
            try await requireOpenWorkout(id, userID: userID, connection: connection, logger: logger)
            return id
        case .active:
            // Waiting on a finish re-reads the row: a workout finished meanwhile is not in progress (index
            // `workout_one_active_per_user`).
            guard let id = try await connection.first(
                "SELECT id FROM workout WHERE user_id = \(userID) AND ended_at IS NULL FOR NO KEY UPDATE", logger: logger,
                { try $0.decode(Int64.self) })
            else { throw DomainError.conflict("No workout is in progress; finished workouts are read-only.") }
            return id
        }
    }

    /// Locks the user's workout `workoutID` and refuses it when it is missing or finished.
    static func requireOpenWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        guard let endedAt = try await connection.first(PostgresHotStatements.LockWorkout(workoutID: workoutID, userID: userID), logger: logger)
        else { throw DomainError.notFound("No workout with id \(workoutID).") }
        guard endedAt == nil else { throw DomainError.conflict("This workout is finished; finished workouts are read-only.") }
    }

    /// Refuses a change that would take a workout past `WorkoutLimits`: two counts over indexes.
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, connection: PostgresConnection, logger: Logger) async throws {
        guard let (exerciseCount, setCount) = try await connection.first(PostgresHotStatements.WorkoutSize(workoutID: workoutID), logger: logger)
        else { return }
        if exercises > 0, exerciseCount + exercises > WorkoutLimits.maximumExercises { throw WorkoutLimits.tooManyExercises }
        if sets > 0, setCount + sets > WorkoutLimits.maximumSets { throw WorkoutLimits.tooManySets }
    }

    /// Refuses, as not found, an exercise that is not the user's.
    static func requireOwnExercise(_ exerciseID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        guard try await connection.count("SELECT 1 FROM exercise WHERE id = \(exerciseID) AND user_id = \(userID)", logger: logger) > 0 else {
            throw DomainError.notFound("No exercise with id \(exerciseID).")
        }
    }

    /// Inserts one set at `position`; answers its id.
    static func insertSet(
        _ values: SetValues, isDone: Bool, workoutExerciseID: Int64, position: Int, now: Date, suggestion: SetSuggestion? = nil,
        connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        guard let id = try await connection.first(
            PostgresHotStatements.InsertSet(
                workoutExerciseID: workoutExerciseID, position: position, values: values, isDone: isDone, now: now, suggestion: suggestion),
            logger: logger)
        else { throw DomainError.notFound("The set was not stored.") }
        return id
    }
}
