import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// A rest timer as it reads back from its two columns.
    static func storedTimer(start: DatabaseValue, end: DatabaseValue) -> RestTimer? {
        guard let start = Date.fromDatabaseValue(start), let end = Date.fromDatabaseValue(end) else { return nil }
        return RestTimer(startedAt: start, endsAt: end)
    }

    public func deleteWorkout(
        workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date, once claim: OnceClaim<Int64>?
    ) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            if onlyActive { try Self.requireOpenWorkout(workoutID, userID: userID, db: db) }
            guard try ExerciseSessionWriting.deleteWorkout(workoutID, userID: userID, db: db) else {
                throw DomainError.notFound("No workout with id \(workoutID).")
            }
            return workoutID
        }
    }

    /// For each exercise, the done sets of the last finished workout (other than `workoutID`) that contains it.
    static func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?, db: Database) throws -> [Int64: [SetValues]] {
        try RecentPerformances.read(userID: userID, exerciseIDs: exerciseIDs, sessions: 1, excluding: workoutID, GRDBConnection(db: db))
            .compactMapValues(\.first)
    }

    /// The id of the workout an intent is for, when it is the user's and in progress (`LiveWorkoutChecks`).
    static func openWorkoutID(_ workout: LiveWorkout, userID: Int64, db: Database) throws -> Int64 {
        try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, GRDBConnection(db: db))
    }

    /// Refuses a change that would take a workout past `WorkoutLimits` (`LiveWorkoutChecks`).
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, db: Database) throws {
        try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: exercises, sets: sets, GRDBConnection(db: db))
    }

    /// Refuses a workout that is missing, not the user's, or finished (`LiveWorkoutChecks`).
    static func requireOpenWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws {
        try LiveWorkoutChecks.requireOpenWorkout(workoutID, userID: userID, GRDBConnection(db: db))
    }

    static func insertWorkoutExercise(_ exercise: PlannedExercise, workoutID: Int64, userID: Int64, now: Date, db: Database) throws -> Int64 {
        try requireOwnExercise(exercise.exerciseID, userID: userID, db: db)
        try db.execute(
            sql: """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                              target_reps_min, target_reps_max, workout_started_at, workout_local_date, suggestion_reason)
                SELECT id, ?, (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id), ?, ?, ?, ?, ?, ?,
                       started_at, local_date, ?
                FROM workout WHERE id = ?
                """,
            arguments: [
                exercise.exerciseID, exercise.supersetGroup, exercise.notes, exercise.restSeconds, exercise.targetSets,
                exercise.targetReps?.lower, exercise.targetReps?.upper, exercise.suggestion?.reason, workoutID,
            ])
        let id = db.lastInsertedRowID
        let suggested = exercise.suggestion?.sets ?? []
        for (position, values) in exercise.sets.enumerated() {
            try insertSet(
                values, isDone: false, workoutExerciseID: id, position: position, now: now,
                suggestion: suggested.indices.contains(position) ? suggested[position] : nil, db: db)
        }
        return id
    }

    static func insertSet(
        _ values: SetValues, isDone: Bool, workoutExerciseID: Int64, position: Int, now: Date, suggestion: SetSuggestion? = nil,
        db: Database
    ) throws {
        try TrainingRows.insertSet(
            values, isDone: isDone, workoutExerciseID: workoutExerciseID, position: position, now: now, suggestion: suggestion,
            GRDBConnection(db: db))
    }
}
