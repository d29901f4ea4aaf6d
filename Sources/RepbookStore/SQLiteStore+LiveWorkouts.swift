import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
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

    static func insertSet(
        _ values: SetValues, isDone: Bool, workoutExerciseID: Int64, position: Int, now: Date, suggestion: SetSuggestion? = nil,
        db: Database
    ) throws {
        try TrainingRows.insertSet(
            values, isDone: isDone, workoutExerciseID: workoutExerciseID, position: position, now: now, suggestion: suggestion,
            GRDBConnection(db: db))
    }
}
