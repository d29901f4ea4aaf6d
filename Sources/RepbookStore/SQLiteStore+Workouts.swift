import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The quick log's append on SQLite (the quick log's own conversion moves it to the shared path), and the quick-log
/// workout and entry lookups and the room check `+QuickLogLines` shares with it.
extension SQLiteStore {
    public func appendQuickLog(
        userID: Int64, exerciseID: Int64, date: LocalDate, startedAt: Date, weight: Weight?, reps: Int?, count: Int, now: Date
    ) async throws {
        try await writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM exercise WHERE id = ? AND user_id = ?)", arguments: [exerciseID, userID]) == true else {
                throw DomainError.notFound("No exercise with id \(exerciseID).")
            }
            let workoutID = try Self.quickLogWorkout(userID: userID, date: date, startedAt: startedAt, db: db)
            try Self.requireRoom(in: workoutID, exercises: 0, sets: count, db: db)
            let workoutExerciseID = try Self.workoutExercise(workoutID: workoutID, exerciseID: exerciseID, db: db)
            var position = try Int.fetchOne(
                db, sql: "SELECT coalesce(max(position) + 1, 0) FROM workout_set WHERE workout_exercise_id = ?",
                arguments: [workoutExerciseID]) ?? 0
            let insert = try db.cachedStatement(sql: """
                INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
                VALUES (?, ?, ?, ?, ?, 'normal', 1, ?)
                """)
            for _ in 0..<count {
                try insert.execute(arguments: [workoutExerciseID, position, weight?.value, (weight?.unit ?? .kilograms).rawValue, reps, now])
                position += 1
            }
            // Sets added to a finished workout: its session summaries are written again in this transaction.
            try ExerciseSessionWriting.rewrite(workoutIDs: [workoutID], db: db)
        }
    }

    /// The user's quick-log workout of `date`, created (completed at once) when missing.
    static func quickLogWorkout(userID: Int64, date: LocalDate, startedAt: Date, db: Database) throws -> Int64 {
        if let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM workout WHERE user_id = ? AND local_date = ? AND source = 'quick_log'",
            arguments: [userID, date.description]) {
            return id
        }
        try db.execute(
            sql: """
                INSERT INTO workout (user_id, name, source, local_date, started_at, ended_at)
                VALUES (?, 'Quick log', 'quick_log', ?, ?, ?)
                """,
            arguments: [userID, date.description, startedAt, startedAt])
        return db.lastInsertedRowID
    }

    /// The exercise's entry in a workout, appended at the end when missing.
    static func workoutExercise(workoutID: Int64, exerciseID: Int64, db: Database) throws -> Int64 {
        if let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM workout_exercise WHERE workout_id = ? AND exercise_id = ? ORDER BY position LIMIT 1",
            arguments: [workoutID, exerciseID]) {
            return id
        }
        try db.execute(
            sql: """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
                SELECT id, ?, (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id), started_at, local_date
                FROM workout WHERE id = ?
                """,
            arguments: [exerciseID, workoutID])
        return db.lastInsertedRowID
    }

    /// Refuses a change that would take a workout past `WorkoutLimits` (`LiveWorkoutChecks`).
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, db: Database) throws {
        try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: exercises, sets: sets, GRDBConnection(db: db))
    }
}
