import Foundation
import PostgresNIO
import RepbookCore

/// The picker's intents on a workout in progress: several exercises added in one trip and an exercise replaced in
/// place, each one `writeOnce` transaction (the workout locked) like the other workout intents.
extension PostgresStore {
    public func addExercises(
        _ exerciseIDs: [Int64], to workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try await PostgresLiveWorkout.openWorkoutID(workout, userID: userID, connection: connection, logger: logger)
            for exerciseID in exerciseIDs {
                try await PostgresLiveWorkout.requireOwnExercise(exerciseID, userID: userID, connection: connection, logger: logger)
            }
            try await PostgresLiveWorkout.requireRoom(
                in: workoutID, exercises: exerciseIDs.count, sets: exerciseIDs.count, connection: connection, logger: logger)
            for exerciseID in exerciseIDs {
                let last = try await PostgresLiveWorkout.lastPerformance(
                    of: exerciseID, userID: userID, excluding: workoutID, connection: connection, logger: logger)
                let planned = PlannedExercise(exerciseID: exerciseID, sets: [SetValues.prefill(from: last?.first)])
                _ = try await PostgresLiveWorkout.insertWorkoutExercise(
                    planned, workoutID: workoutID, userID: userID, now: now, connection: connection, logger: logger)
            }
            return try await Self.requireWorkout(workoutID, userID: userID, connection: connection, logger: logger)
        }
    }

    public func replaceExercise(
        _ entryID: Int64, with exerciseID: Int64, in workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try await PostgresLiveWorkout.openWorkoutID(workout, userID: userID, connection: connection, logger: logger)
            // The entry first: another user's entry is not found whatever exercise is named.
            let found = try await connection.count(
                "SELECT 1 FROM workout_exercise WHERE id = \(entryID) AND workout_id = \(workoutID)", logger: logger)
            guard found > 0 else { throw DomainError.notFound("No exercise \(entryID) in this workout.") }
            try await PostgresLiveWorkout.requireOwnExercise(exerciseID, userID: userID, connection: connection, logger: logger)
            try await connection.run(
                """
                UPDATE workout_exercise SET exercise_id = \(exerciseID), suggestion_reason = NULL
                WHERE id = \(entryID) AND workout_id = \(workoutID)
                """, logger: logger)
            try await connection.run(
                """
                UPDATE workout_set SET suggested_weight = NULL, suggested_weight_unit = NULL, suggested_reps = NULL
                WHERE workout_exercise_id = \(entryID) AND (suggested_weight IS NOT NULL OR suggested_reps IS NOT NULL)
                """, logger: logger)
            return try await Self.requireWorkout(workoutID, userID: userID, connection: connection, logger: logger)
        }
    }
}
