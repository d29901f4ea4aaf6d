import Foundation
import RepbookCore

/// The quick lift log: lines logged as done sets of the day's quick-log workout (one per user and day), read by day and
/// corrected or deleted as one intent. Each change first takes the user's lock (`UserLock`, PostgreSQL), where SQLite's
/// single writer serialises: two appends at once never make the day's workout, its entry or a set position twice.
extension SQLStore {
    public func appendQuickLog(
        userID: Int64, exerciseID: Int64, date: LocalDate, startedAt: Date, weight: Weight?, reps: Int?, count: Int, now: Date
    ) async throws {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            try ExerciseRows.requireOwnExercise(exerciseID, userID: userID, connection)
            let workoutID = try QuickLogRows.dayWorkout(userID: userID, date: date, startedAt: startedAt, connection)
            try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: 0, sets: count, connection)
            try QuickLogRows.appendSets(
                count, weight: weight, reps: reps, exerciseID: exerciseID, workoutID: workoutID, now: now, connection)
            // Sets added to a finished workout: its session summaries are written again in this transaction.
            try SessionWriting.rewrite(workoutIDs: [workoutID], connection)
        }
    }

    public func quickLogLines(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [QuickLogLine] {
        try await engine.readSingle { connection in
            // The exercise's entries of those days by `workout_exercise_by_exercise_day`, kept when a quick-log workout's.
            try connection.all(QuickLogRows.lines, [userID, exerciseID, from, through], columns: QuickLogRows.lineColumns, QuickLogRows.line)
        }
    }

    public func quickLogLine(_ lineID: Int64, userID: Int64, exerciseID: Int64) async throws -> QuickLogLine? {
        try await engine.readSingle { connection in
            guard let found = try QuickLogRows.findLine(lineID, userID: userID, exerciseID: exerciseID, connection),
                  let first = found.setIDs.min()
            else { return nil }
            return QuickLogLine(id: first, date: found.date, weight: found.weight, reps: found.reps, sets: found.setIDs.count)
        }
    }

    /// Replaces or deletes a quick-log line in one transaction: finds the line (a set of it, done, in one of the user's
    /// quick-log workouts, of this exercise; else not found), deletes its sets, appends `entry`'s sets to the quick-log
    /// workout of its day (created when missing), drops an entry and a workout left empty, and rewrites the session
    /// summaries and running bests of both days' workouts.
    public func replaceQuickLogLine(
        _ lineID: Int64, userID: Int64, exerciseID: Int64, with entry: QuickLogEntry?, startedAt: Date, now: Date
    ) async throws {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            guard let line = try QuickLogRows.findLine(lineID, userID: userID, exerciseID: exerciseID, connection) else {
                throw DomainError.notFound(LocalizedText("error.no_quick_log_line_exercise", ["id": "\(lineID)"]))
            }
            try connection.execute(SQL("DELETE FROM workout_set WHERE id IN (\(SQL.placeholders(line.setIDs.count)))"), line.setIDs)
            var touched: [Int64] = [line.workoutID]
            if let entry {
                let workoutID = try QuickLogRows.dayWorkout(userID: userID, date: entry.date, startedAt: startedAt, connection)
                try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: 0, sets: entry.sets, connection)
                try QuickLogRows.appendSets(
                    entry.sets, weight: entry.weight, reps: entry.reps, exerciseID: exerciseID, workoutID: workoutID, now: now, connection)
                touched.append(workoutID)
            }
            // An entry left without sets goes, and a quick-log day left without entries goes with its summaries.
            try connection.execute(
                "DELETE FROM workout_exercise WHERE id = ? AND NOT EXISTS (SELECT 1 FROM workout_set WHERE workout_exercise_id = ?)",
                [line.workoutExerciseID, line.workoutExerciseID])
            let dayHoldsMore: Bool = try connection.value(
                "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE workout_id = ?) AS holds_more", [line.workoutID],
                column: "holds_more") ?? false
            if !dayHoldsMore {
                _ = try SessionWriting.deleteWorkout(line.workoutID, userID: userID, connection)
                touched.removeAll { $0 == line.workoutID }
            }
            try SessionWriting.rewrite(workoutIDs: touched, connection)
        }
    }
}
