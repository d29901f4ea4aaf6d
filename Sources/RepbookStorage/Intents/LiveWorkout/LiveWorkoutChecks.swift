import Foundation
import RepbookCore

/// The checks every intent on a workout in progress makes first, inside its transaction. On PostgreSQL they lock the
/// workout's row (`FOR NO KEY UPDATE`): two servers never both read the last position of an exercise or set and write
/// the same next one, never both pass a set's version check or find room under `WorkoutLimits`, and a change waiting on
/// a finish sees the workout finished. SQLite's one writer already runs a database's write transactions one at a time.
public enum LiveWorkoutChecks {
    /// The id of the workout an intent is for, when it is the user's and in progress; otherwise the error the user sees.
    public static func openWorkoutID(_ workout: LiveWorkout, userID: Int64, _ connection: any SQLConnection) throws -> Int64 {
        switch workout {
        case .id(let id):
            try requireOpenWorkout(id, userID: userID, connection)
            return id
        case .active:
            // On PostgreSQL, waiting on a finish re-reads the row: a workout finished meanwhile is not in progress (index
            // `workout_one_active_per_user`).
            guard let id: Int64 = try connection.value(activeWorkout, [userID], column: "id") else {
                throw DomainError.conflict(LocalizedText("error.no_workout_in_progress_finished_workouts"))
            }
            return id
        }
    }

    /// Refuses a workout that is missing, not the user's, or finished.
    public static func requireOpenWorkout(_ workoutID: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        guard let row = try connection.row(workoutEnd, [workoutID, userID]) else {
            throw DomainError.notFound(LocalizedText("error.no_workout_with_id", ["id": "\(workoutID)"]))
        }
        guard try row["ended_at"] as Date? == nil else {
            throw DomainError.conflict(LocalizedText("error.workout_finished_finished_workouts_are_read"))
        }
    }

    /// Refuses a change that would take a workout past `WorkoutLimits`: two counts over indexes.
    public static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, _ connection: any SQLConnection) throws {
        guard let row = try connection.row(size, [workoutID, workoutID]) else { return }
        try requireRoom(exerciseCount: try row["exercise_count"], setCount: try row["set_count"], exercises: exercises, sets: sets)
    }

    /// Refuses adding `exercises` and `sets` to a workout of `exerciseCount` exercises and `setCount` sets past
    /// `WorkoutLimits`.
    public static func requireRoom(exerciseCount: Int, setCount: Int, exercises: Int, sets: Int) throws {
        if exercises > 0, exerciseCount + exercises > WorkoutLimits.maximumExercises { throw WorkoutLimits.tooManyExercises }
        if sets > 0, setCount + sets > WorkoutLimits.maximumSets { throw WorkoutLimits.tooManySets }
    }

    static let activeWorkout = SQL("SELECT id FROM workout WHERE user_id = ? AND ended_at IS NULL").lockingOnPostgres("FOR NO KEY UPDATE")
    static let workoutEnd = SQL("SELECT ended_at FROM workout WHERE id = ? AND user_id = ?").lockingOnPostgres("FOR NO KEY UPDATE")
    static let size: SQL = """
        SELECT (SELECT count(*) FROM workout_exercise WHERE workout_id = ?) AS exercise_count,
               (SELECT count(*) FROM workout_set JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                WHERE workout_exercise.workout_id = ?) AS set_count
        """
}
