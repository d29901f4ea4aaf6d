import Foundation
import GRDB
import RepbookCore

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

    public func loggedSets(userID: Int64, exerciseID: Int64) async throws -> [LoggedSet] {
        try await loggedSets(userID: userID, exerciseID: exerciseID, before: nil, days: Int(Int32.max))
    }

    public func loggedSets(userID: Int64, exerciseID: Int64, before: LocalDate?, days: Int) async throws -> [LoggedSet] {
        try await writer.read { db in
            try Row.fetchAll(
                db,
                cached: """
                    SELECT workout.local_date, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind
                    FROM workout_exercise
                    JOIN workout ON workout.id = workout_exercise.workout_id
                    JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                    WHERE workout_exercise.exercise_id = :exercise AND workout.user_id = :user AND workout_set.is_done = 1
                      AND workout_exercise.workout_local_date IN (
                        SELECT DISTINCT day_entry.workout_local_date FROM workout_exercise AS day_entry
                        JOIN workout AS day_workout ON day_workout.id = day_entry.workout_id AND day_workout.user_id = :user
                        WHERE day_entry.exercise_id = :exercise AND (:before IS NULL OR day_entry.workout_local_date < :before)
                          AND EXISTS (SELECT 1 FROM workout_set AS done WHERE done.workout_exercise_id = day_entry.id AND done.is_done = 1)
                        ORDER BY day_entry.workout_local_date DESC LIMIT :days)
                    ORDER BY workout.local_date DESC, workout_exercise.position, workout_set.position
                    """,
                arguments: ["exercise": exerciseID, "user": userID, "before": before?.description, "days": days]
            ).map(RowDecoding.loggedSet)
        }
    }

    public func lastDayLoggedSets(userID: Int64) async throws -> [Int64: [LoggedSet]] {
        try await writer.read { db in
            // Per exercise: one seek for its last finished day (`ExerciseHistorySQL.lastFinishedDay`), then that day's
            // entries of it by `workout_exercise_by_exercise_day` and their done sets.
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: """
                    SELECT exercise.id AS exercise_id, workout_exercise.workout_local_date AS local_date, workout_set.weight,
                           workout_set.weight_unit, workout_set.reps, workout_set.kind
                    FROM exercise
                    JOIN workout_exercise ON workout_exercise.exercise_id = exercise.id
                     AND workout_exercise.workout_local_date = \(ExerciseHistorySQL.lastFinishedDay)
                    JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = :user AND workout.ended_at IS NOT NULL
                    JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done = 1
                    WHERE exercise.user_id = :user
                    """),
                arguments: ["user": userID])
            var result: [Int64: [LoggedSet]] = [:]
            while let row = try rows.next() { result[row["exercise_id"], default: []].append(try RowDecoding.loggedSet(row)) }
            return result
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
}
