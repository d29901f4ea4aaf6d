import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    /// Inserts finished workouts in one transaction with prepared statements; answers the number of sets written.
    public func insertFinishedWorkouts(_ workouts: [FinishedWorkoutDraft], userID: Int64, now: Date) async throws -> Int {
        for workout in workouts { try workout.validate() }
        guard !workouts.isEmpty else { return 0 }
        return try await writer.write { db in
            let owned = try Int64.fetchSet(db, sql: "SELECT id FROM exercise WHERE user_id = ?", arguments: [userID])
            for workout in workouts {
                for exercise in workout.exercises where !owned.contains(exercise.exerciseID) {
                    throw DomainError.notFound("No exercise with id \(exercise.exerciseID).")
                }
            }
            let statements = try FinishedWorkoutStatements(db: db, createdAt: now)
            var ids: [Int64] = []
            for workout in workouts { ids.append(try statements.insert(workout, userID: userID)) }
            try ExerciseSessionWriting.rewrite(workoutIDs: ids, db: db)
            return workouts.reduce(0) { $0 + $1.setCount }
        }
    }
}
