import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func exerciseSessions(userID: Int64, exerciseIDs: [Int64], before: LocalDate?) async throws -> [ExerciseSessionSummary] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await writer.read { db in
            // Each exercise's sessions are one range of `exercise_session_by_exercise`.
            var condition = "exercise_id IN (\(databaseQuestionMarks(count: ids.count))) AND user_id = ?"
            var arguments = StatementArguments(ids) + [userID]
            if let before {
                condition += " AND local_date < ?"
                arguments += [before.description]
            }
            return try ExerciseSessionReading.summaries(where: condition, arguments: arguments, index: .byExercise, db: db)
        }
    }

    public func exerciseSessions(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseSessionSummary] {
        try await writer.read { db in
            try ExerciseSessionReading.summaries(
                where: "user_id = ? AND local_date BETWEEN ? AND ?", arguments: [userID, from.description, through.description], db: db)
        }
    }

    public func exerciseSessions(
        userID: Int64, exerciseIDs: [Int64], startedBefore: Date, excluding workoutID: Int64
    ) async throws -> [ExerciseSessionSummary] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await writer.read { db in
            try ExerciseSessionReading.summaries(
                where: "exercise_id IN (\(databaseQuestionMarks(count: ids.count))) AND user_id = ? AND started_at < ? AND workout_id != ?",
                arguments: StatementArguments(ids) + [userID, startedBefore, workoutID], index: .byExercise, db: db)
        }
    }

    public func runningBests(userID: Int64, exerciseIDs: [Int64], before: LocalDate) async throws -> [Int64: RunningBests] {
        guard !exerciseIDs.isEmpty else { return [:] }
        return try await writer.read { db in
            try RunningBestsReading.bests(
                exerciseIDs: exerciseIDs, condition: "user_id = ? AND local_date < ?", arguments: [userID, before.description], db: db)
        }
    }

    public func runningBests(userID: Int64, exerciseIDs: [Int64], startedBefore: Date) async throws -> [Int64: RunningBests] {
        guard !exerciseIDs.isEmpty else { return [:] }
        return try await writer.read { db in
            try RunningBestsReading.bests(
                exerciseIDs: exerciseIDs, condition: "user_id = ? AND started_at < ?", arguments: [userID, startedBefore], db: db)
        }
    }

    public func workoutVolumes(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [DayVolume] {
        try await writer.read { db in
            // `workout_finished_by_user_day` finds the workouts in order; each one's volume is one range of the covering
            // index `exercise_session_volume_by_workout` (no temporary tables, no session rows read).
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT workout.local_date, (SELECT TOTAL(volume_kg) FROM exercise_session WHERE workout_id = workout.id)
                    FROM workout
                    WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
                    ORDER BY workout.local_date, workout.started_at, workout.id
                    """,
                arguments: [userID, from.description, through.description])
            var dates: [String: LocalDate] = [:]
            var result: [DayVolume] = []
            while let row = try rows.next() {
                let text: String = row[0]
                guard let date = dates[text] ?? LocalDate(text) else { throw RowDecoding.CorruptRow(description: "Unexpected local_date \"\(text)\"") }
                dates[text] = date
                result.append(DayVolume(date: date, kilograms: row[1]))
            }
            return result
        }
    }
}
