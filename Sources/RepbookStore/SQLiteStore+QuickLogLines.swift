import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func quickLogLines(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [QuickLogLine] {
        try await writer.read { db in
            // The exercise's entries of those days by `workout_exercise_by_exercise_day`, kept when a quick-log workout's.
            try Row.fetchAll(
                db,
                sql: """
                    SELECT min(workout_set.id) AS id, workout_exercise.workout_local_date AS local_date, workout_set.weight,
                           workout_set.weight_unit, workout_set.reps, workout_set.kind, count(*) AS sets
                    FROM workout_exercise
                    JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = :user AND workout.source = 'quick_log'
                    JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done = 1
                    WHERE workout_exercise.exercise_id = :exercise
                      AND workout_exercise.workout_local_date BETWEEN :from AND :through
                    GROUP BY workout_exercise.id, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind
                    ORDER BY workout_exercise.workout_local_date DESC, workout_set.weight DESC, workout_set.reps DESC, id
                    """,
                arguments: ["user": userID, "exercise": exerciseID, "from": from.description, "through": through.description]
            ).map(Self.quickLogLine)
        }
    }

    public func quickLogLine(_ lineID: Int64, userID: Int64, exerciseID: Int64) async throws -> QuickLogLine? {
        try await writer.read { db in
            guard let found = try Self.findQuickLogLine(lineID, userID: userID, exerciseID: exerciseID, db: db) else { return nil }
            return QuickLogLine(id: found.setIDs.min()!, date: found.date, weight: found.weight, reps: found.reps, sets: found.setIDs.count)
        }
    }

    /// Replaces or deletes a quick-log line in one transaction: finds the line (a set of it, done, in one of the user's
    /// quick-log workouts, of this exercise; else not found), deletes its sets, appends `entry`'s sets to the quick-log
    /// workout of its day (created when missing), drops an entry and a workout left empty, and rewrites the session
    /// summaries of both days' workouts through `ExerciseSessionWriting`.
    public func replaceQuickLogLine(
        _ lineID: Int64, userID: Int64, exerciseID: Int64, with entry: QuickLogEntry?, startedAt: Date, now: Date
    ) async throws {
        try await writer.write { db in
            guard let line = try Self.findQuickLogLine(lineID, userID: userID, exerciseID: exerciseID, db: db) else {
                throw DomainError.notFound("No quick-log line \(lineID) of this exercise.")
            }
            try db.execute(
                sql: "DELETE FROM workout_set WHERE id IN (\(databaseQuestionMarks(count: line.setIDs.count)))",
                arguments: StatementArguments(line.setIDs))
            var touched: [Int64] = [line.workoutID]
            if let entry {
                let workoutID = try Self.quickLogWorkout(userID: userID, date: entry.date, startedAt: startedAt, db: db)
                try Self.requireRoom(in: workoutID, exercises: 0, sets: entry.sets, db: db)
                let workoutExerciseID = try Self.workoutExercise(workoutID: workoutID, exerciseID: exerciseID, db: db)
                var position = try Int.fetchOne(
                    db, sql: "SELECT coalesce(max(position) + 1, 0) FROM workout_set WHERE workout_exercise_id = ?",
                    arguments: [workoutExerciseID]) ?? 0
                for _ in 0..<entry.sets {
                    try db.execute(
                        sql: """
                            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
                            VALUES (?, ?, ?, ?, ?, 'normal', 1, ?)
                            """,
                        arguments: [workoutExerciseID, position, entry.weight?.value, (entry.weight?.unit ?? .kilograms).rawValue, entry.reps, now])
                    position += 1
                }
                touched.append(workoutID)
            }
            // An entry left without sets goes, and a quick-log day left without entries goes with its summaries.
            try db.execute(
                sql: "DELETE FROM workout_exercise WHERE id = ? AND NOT EXISTS (SELECT 1 FROM workout_set WHERE workout_exercise_id = ?)",
                arguments: [line.workoutExerciseID, line.workoutExerciseID])
            let dayHoldsMore = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE workout_id = ?)", arguments: [line.workoutID]) ?? false
            if !dayHoldsMore {
                _ = try ExerciseSessionWriting.deleteWorkout(line.workoutID, userID: userID, db: db)
                touched.removeAll { $0 == line.workoutID }
            }
            try ExerciseSessionWriting.rewrite(workoutIDs: touched, db: db)
        }
    }

    /// A quick-log line as found by one of its sets.
    private struct FoundLine {
        let workoutID: Int64
        let workoutExerciseID: Int64
        let date: LocalDate
        let weight: Weight?
        let reps: Int?
        let setIDs: [Int64]
    }

    /// The line holding set `setID`, when that set is a done set of the exercise in one of the user's quick-log workouts.
    private static func findQuickLogLine(_ setID: Int64, userID: Int64, exerciseID: Int64, db: Database) throws -> FoundLine? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT workout_set.workout_exercise_id, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind,
                       workout.id AS workout_id, workout.local_date
                FROM workout_set
                JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id AND workout_exercise.exercise_id = ?
                JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = ? AND workout.source = 'quick_log'
                WHERE workout_set.id = ? AND workout_set.is_done = 1
                """,
            arguments: [exerciseID, userID, setID])
        else { return nil }
        let workoutExerciseID: Int64 = row["workout_exercise_id"]
        let value: Double? = row["weight"]
        let unit: WeightUnit = try RowDecoding.enumValue(row, "weight_unit")
        let reps: Int? = row["reps"]
        let kind: String = row["kind"]
        let setIDs = try Int64.fetchAll(
            db,
            sql: """
                SELECT id FROM workout_set
                WHERE workout_exercise_id = ? AND is_done = 1 AND weight IS ? AND weight_unit = ? AND reps IS ? AND kind = ?
                """,
            arguments: [workoutExerciseID, value, unit.rawValue, reps, kind])
        let rawDate: String = row["local_date"]
        guard let date = LocalDate(rawDate) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(rawDate)\"") }
        return FoundLine(
            workoutID: row["workout_id"], workoutExerciseID: workoutExerciseID, date: date, weight: value.map { Weight($0, unit) },
            reps: reps, setIDs: setIDs)
    }

    /// A row of `quickLogLines` as a line.
    private static func quickLogLine(_ row: Row) throws -> QuickLogLine {
        let set = try RowDecoding.loggedSet(row)
        return QuickLogLine(id: row["id"], date: set.date, weight: set.weight, reps: set.reps, sets: row["sets"])
    }
}
