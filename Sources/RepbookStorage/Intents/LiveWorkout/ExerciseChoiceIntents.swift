import Foundation
import RepbookCore

/// The picker's intents on a workout in progress: several exercises added in one trip (all or none) and an exercise
/// replaced in place (its sets, notes and superset kept), each one `writeOnce` transaction like the workout's plan.
extension SQLStore {
    public func addExercises(
        _ exerciseIDs: [Int64], to workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            for exerciseID in exerciseIDs { try ExerciseRows.requireOwnExercise(exerciseID, userID: userID, connection) }
            try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: exerciseIDs.count, sets: exerciseIDs.count, connection)
            let last = try RecentPerformances.read(userID: userID, exerciseIDs: exerciseIDs, sessions: 1, excluding: workoutID, connection)
            for exerciseID in exerciseIDs {
                let planned = PlannedExercise(exerciseID: exerciseID, sets: [SetValues.prefill(lastSession: last[exerciseID]?.first)])
                try WorkoutEntries.insert(planned, workoutID: workoutID, userID: userID, now: now, connection)
            }
            return try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
        }
    }

    public func replaceExercise(
        _ entryID: Int64, with exerciseID: Int64, in workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            // The entry first: another user's entry is not found whatever exercise is named.
            guard try connection.row(ExerciseChoiceStatements.entry, [entryID, workoutID]) != nil else {
                throw DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(entryID)"]))
            }
            try ExerciseRows.requireOwnExercise(exerciseID, userID: userID, connection)
            try connection.execute(ExerciseChoiceStatements.replace, [exerciseID, entryID, workoutID])
            try connection.execute(ExerciseChoiceStatements.dropSuggestions, [entryID])
            return try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
        }
    }
}

/// The statements of the picker's intents.
enum ExerciseChoiceStatements {
    static let entry: SQL = "SELECT 1 AS found FROM workout_exercise WHERE id = ? AND workout_id = ?"
    static let replace: SQL = "UPDATE workout_exercise SET exercise_id = ?, suggestion_reason = NULL WHERE id = ? AND workout_id = ?"
    static let dropSuggestions: SQL = """
        UPDATE workout_set SET suggested_weight = NULL, suggested_weight_unit = NULL, suggested_reps = NULL
        WHERE workout_exercise_id = ? AND (suggested_weight IS NOT NULL OR suggested_reps IS NOT NULL)
        """
}
