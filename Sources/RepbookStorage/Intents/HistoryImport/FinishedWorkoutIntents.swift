import Foundation
import RepbookCore

/// Finished workouts written in bulk (the demo history, tests' seeds) as one intent.
extension SQLStore {
    /// Inserts finished workouts all or nothing in one transaction under the user's lock (their running bests are folded
    /// again): the exercises checked to be the user's, the rows in a few statements per table, then their session summaries.
    public func insertFinishedWorkouts(_ workouts: [FinishedWorkoutDraft], userID: Int64, now: Date) async throws -> Int {
        for workout in workouts { try workout.validate() }
        guard !workouts.isEmpty else { return 0 }
        return try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            let used = workouts.flatMap { $0.exercises.map(\.exerciseID) }
            let distinct = Array(Set(used)).sorted()
            let owned = Set(try connection.all(
                SQL("SELECT id FROM exercise WHERE user_id = ? AND id IN (\(SQL.placeholders(distinct.count)))"),
                [userID as any SQLBindable] + distinct.map { $0 as any SQLBindable }) { try $0["id"] as Int64 })
            if let missing = used.first(where: { !owned.contains($0) }) { throw DomainError.notFound(
                LocalizedText("error.no_exercise_with_id", ["exerciseID": "\(missing)"])) }
            let ids = try FinishedWorkoutRows.insert(workouts, userID: userID, createdAt: now, connection)
            try SessionWriting.rewrite(workoutIDs: ids, connection)
            return workouts.reduce(0) { $0 + $1.setCount }
        }
    }
}
