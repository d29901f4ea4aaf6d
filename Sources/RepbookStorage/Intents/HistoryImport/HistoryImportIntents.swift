import Foundation
import RepbookCore

/// The workout history import (Strong, Hevy, FitNotes files): the identities of the workouts a file's span already
/// holds, and the import itself as one transaction under the user's lock, so two imports of one file at once add each
/// workout once.
extension SQLStore {
    public func workoutIdentities(userID: Int64, startedIn range: Range<Date>) async throws -> Set<WorkoutIdentity> {
        try await engine.readSingle { connection in try HistoryImportRows.identities(userID: userID, startedIn: range, connection) }
    }

    public func importWorkoutHistory(_ batch: WorkoutImportBatch, userID: Int64, now: Date) async throws -> WorkoutImportReport {
        for workout in batch.workouts { try workout.validate() }
        guard let range = batch.startRange else {
            return WorkoutImportReport(workoutsAdded: 0, setsAdded: 0, exercisesCreated: 0, workoutsSkipped: 0)
        }
        return try await engine.write { connection in
            // Where SQLite's single writer serialises two imports, PostgreSQL's user row does: the second reads the log only
            // after the first committed.
            try UserLock.lock(userID: userID, connection)
            var inLog = try HistoryImportRows.identities(userID: userID, startedIn: range, connection)
            var exercises = try ImportedExerciseIDs(batch: batch, userID: userID, now: now, connection)
            var finished: [FinishedWorkoutDraft] = []
            var skipped = 0
            for workout in batch.workouts {
                guard inLog.insert(workout.identity).inserted else {
                    skipped += 1
                    continue
                }
                finished.append(try workout.finished { try exercises.id(for: $0) })
            }
            let added = try FinishedWorkoutRows.insert(finished, userID: userID, createdAt: now, connection)
            try SessionWriting.rewrite(workoutIDs: added, connection)
            return WorkoutImportReport(
                workoutsAdded: added.count, setsAdded: finished.reduce(0) { $0 + $1.setCount }, exercisesCreated: exercises.created,
                workoutsSkipped: skipped)
        }
    }
}

/// The workout rows an import reads.
enum HistoryImportRows {
    /// The identities of the user's workouts started in `range`, read through the `workout(user_id, started_at)` index.
    static func identities(userID: Int64, startedIn range: Range<Date>, _ connection: any SQLConnection) throws -> Set<WorkoutIdentity> {
        Set(try connection.all(
            "SELECT started_at, name FROM workout WHERE user_id = ? AND started_at >= ? AND started_at < ?",
            [userID, range.lowerBound, range.upperBound]) { WorkoutIdentity(startedAt: try $0["started_at"], name: try $0["name"]) })
    }
}
