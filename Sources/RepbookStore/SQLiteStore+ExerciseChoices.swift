import Foundation
import GRDB
import RepbookCore

/// The picker's intents on a workout in progress: several exercises added in one trip and an exercise replaced in
/// place, each one `writeOnce` transaction like the other workout intents.
extension SQLiteStore {
    public func addExercises(
        _ exerciseIDs: [Int64], to workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            for exerciseID in exerciseIDs { try Self.requireOwnExercise(exerciseID, userID: userID, db: db) }
            try Self.requireRoom(in: workoutID, exercises: exerciseIDs.count, sets: exerciseIDs.count, db: db)
            let last = try Self.lastPerformances(userID: userID, exerciseIDs: exerciseIDs, excluding: workoutID, db: db)
            for exerciseID in exerciseIDs {
                let planned = PlannedExercise(exerciseID: exerciseID, sets: [SetValues.prefill(from: last[exerciseID]?.first)])
                _ = try Self.insertWorkoutExercise(planned, workoutID: workoutID, userID: userID, now: now, db: db)
            }
            return try Self.requireWorkout(workoutID, userID: userID, db: db)
        }
    }

    public func replaceExercise(
        _ entryID: Int64, with exerciseID: Int64, in workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            // The entry first: another user's entry is not found whatever exercise is named.
            guard try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE id = ? AND workout_id = ?)", arguments: [entryID, workoutID]) == true
            else { throw DomainError.notFound("No exercise \(entryID) in this workout.") }
            try Self.requireOwnExercise(exerciseID, userID: userID, db: db)
            try db.execute(
                sql: "UPDATE workout_exercise SET exercise_id = ?, suggestion_reason = NULL WHERE id = ? AND workout_id = ?",
                arguments: [exerciseID, entryID, workoutID])
            try db.execute(
                sql: """
                    UPDATE workout_set SET suggested_weight = NULL, suggested_weight_unit = NULL, suggested_reps = NULL
                    WHERE workout_exercise_id = ? AND (suggested_weight IS NOT NULL OR suggested_reps IS NOT NULL)
                    """,
                arguments: [entryID])
            return try Self.requireWorkout(workoutID, userID: userID, db: db)
        }
    }
}
