import Foundation
import RepbookCore

/// The workout log read back: the workout in progress, one workout, the finished ones a page at a time; and the removal
/// of one set of a workout in progress.
extension SQLStore {
    /// The user's workout in progress (at most one: `workout_one_active_per_user`), read in one snapshot.
    public func activeWorkout(userID: Int64) async throws -> Workout? {
        try await engine.read { connection in
            guard let id: Int64 = try connection.value(WorkoutReads.activeID, [userID], column: "id") else { return nil }
            return try WorkoutLoading.workouts(ids: [id], connection).first
        }
    }

    /// The id of the user's workout in progress, without reading its sets.
    public func activeWorkoutID(userID: Int64) async throws -> Int64? {
        try await engine.readSingle { connection in try connection.value(WorkoutReads.activeID, [userID], column: "id") }
    }

    /// One of the user's workouts; nil for a missing id or another user's workout.
    public func workout(id: Int64, userID: Int64) async throws -> Workout? {
        try await engine.read { connection in try WorkoutLoading.workout(id: id, userID: userID, connection) }
    }

    public func completedWorkouts(userID: Int64, limit: Int, before cursor: Int64?) async throws -> [Workout] {
        try await engine.read { connection in
            // The page's ids by `workout_by_user_start` newest first, then the workouts whole. The cursor is the last
            // workout of the page before; a workout not the user's (or gone) ends the list.
            let ids: [Int64] = try connection.all(WorkoutReads.completedPage, [userID, cursor, cursor, userID, limit]) { try $0["id"] }
            return try WorkoutLoading.workouts(ids: ids, connection)
        }
    }

    public func deleteSet(workoutID: Int64, userID: Int64, setID: Int64, now: Date, once claim: OnceClaim<Int64>?) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            try LiveWorkoutChecks.requireOpenWorkout(workoutID, userID: userID, connection)
            let deleted = try connection.execute(WorkoutReads.deleteSet, [setID, workoutID])
            guard deleted > 0 else { throw DomainError.notFound(LocalizedText("error.no_set_in_workout", ["id": "\(setID)"])) }
            return setID
        }
    }
}

/// The statements of the workout reads.
enum WorkoutReads {
    static let activeID: SQL = "SELECT id FROM workout WHERE user_id = ? AND ended_at IS NULL"
    static let completedPage: SQL = """
        SELECT id FROM workout
        WHERE user_id = ? AND ended_at IS NOT NULL
          AND (CAST(? AS bigint) IS NULL
               OR (started_at, id) < (SELECT started_at, id FROM workout WHERE id = ? AND user_id = ?))
        ORDER BY started_at DESC, id DESC LIMIT ?
        """
    static let deleteSet: SQL = """
        DELETE FROM workout_set WHERE id = ? AND workout_exercise_id IN (SELECT id FROM workout_exercise WHERE workout_id = ?)
        """
}
