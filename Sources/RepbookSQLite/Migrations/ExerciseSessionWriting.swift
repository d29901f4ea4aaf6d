import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The session read model's writes for SQLite intents and migrations not yet on the shared path: each one step of
/// `SessionWriting` on the caller's transaction.
enum ExerciseSessionWriting {
    /// Rewrites the summaries of the finished workouts among `workoutIDs` (`SessionWriting.rewrite`). The v10 backfill runs
    /// this before v12 made the running bests; v12 then folds them all itself.
    static func rewrite(workoutIDs: [Int64], db: Database) throws {
        try SessionWriting.rewrite(workoutIDs: workoutIDs, foldingBests: try db.tableExists("exercise_rep_record"), GRDBConnection(db: db))
    }

    /// Rewrites the summaries of every finished workout containing the exercise (after a change of its kind).
    static func rewrite(exerciseID: Int64, db: Database) throws {
        try SessionWriting.rewrite(exerciseID: exerciseID, GRDBConnection(db: db))
    }

    /// Rewrites the summaries of the workouts matching `condition` (over `workout`).
    static func rewrite(where condition: String, arguments: StatementArguments, db: Database) throws {
        try rewrite(workoutIDs: Int64.fetchAll(db, sql: "SELECT workout.id FROM workout WHERE \(condition)", arguments: arguments), db: db)
    }

    /// Deletes the user's workout and folds the running bests of its exercises again; false when there is no such workout.
    static func deleteWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws -> Bool {
        try SessionWriting.deleteWorkout(workoutID, userID: userID, GRDBConnection(db: db))
    }
}

/// The running bests' fold for the SQLite migration that made them (`v12-running-bests`).
enum RunningBestsWriting {
    /// Folds again the exercise's sessions at or after `from` (all of them when nil).
    static func refold(exerciseID: Int64, from: FoldPosition?, db: Database) throws {
        try SessionWriting.refold(exerciseID: exerciseID, from: from, GRDBConnection(db: db))
    }
}
