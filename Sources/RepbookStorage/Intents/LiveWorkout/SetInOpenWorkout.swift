import Foundation
import RepbookCore

/// A set of a workout in progress with its exercise's kind, read in the statement that checks the workout: one
/// statement where `LiveWorkoutChecks.openWorkoutID` and a read of the set would be two. On PostgreSQL it locks the
/// workout's row and the set's (`FOR NO KEY UPDATE OF workout, workout_set`): a change waiting on another re-reads both
/// rows as that one left them (a set changed meanwhile answers its new version; a workout finished meanwhile answers no
/// row), as the check's lock and a later read of the set would. No row (a missing or finished workout, a set not in
/// it) takes the checks one by one, for the error they give.
enum SetInOpenWorkout {
    /// The workout's id and the whole `workout_set` row with `exercise_kind`; the error the user sees otherwise.
    static func read(_ setID: Int64, in workout: LiveWorkout, userID: Int64, _ connection: any SQLConnection) throws
        -> (workoutID: Int64, row: any SQLRow)
    {
        let found: (any SQLRow)?
        switch workout {
        case .id(let id): found = try connection.row(inWorkout, [setID, id, userID])
        case .active: found = try connection.row(inActiveWorkout, [setID, userID])
        }
        if let found, try found["workout_ended_at"] as Date? == nil { return (try found["workout_id"], found) }
        let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
        guard let row = try connection.row(SetChangeStatements.setInWorkout, [setID, workoutID]) else {
            throw DomainError.notFound(LocalizedText("error.no_set_in_workout", ["id": "\(setID)"]))
        }
        return (workoutID, row)
    }

    private static let select = """
        SELECT workout_set.*, exercise.kind AS exercise_kind, workout.id AS workout_id, workout.ended_at AS workout_ended_at
        FROM workout
        JOIN workout_exercise ON workout_exercise.workout_id = workout.id
        JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout_set.id = ? AND
        """
    private static let lock = "FOR NO KEY UPDATE OF workout, workout_set"
    static let inWorkout = SQL(select + " workout.id = ? AND workout.user_id = ?").lockingOnPostgres(lock)
    static let inActiveWorkout = SQL(select + " workout.user_id = ? AND workout.ended_at IS NULL").lockingOnPostgres(lock)
}
