import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func workoutDigests(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [WorkoutDigest] {
        try await writer.read { db in
            try Row.decodeAll(
                db,
                sql: """
                    SELECT workout.id, workout.name, workout.local_date, workout.started_at, workout.ended_at,
                           CASE WHEN workout.split_id IS NOT NULL THEN template.name END AS split_day_name,
                           COUNT(CASE WHEN \(AnalyticsSQL.isWorking) THEN 1 END) AS working_sets,
                           TOTAL(\(AnalyticsSQL.workingVolume)) AS volume
                    FROM workout
                    LEFT JOIN template ON template.id = workout.template_id
                    LEFT JOIN workout_exercise ON workout_exercise.workout_id = workout.id
                    LEFT JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    LEFT JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                    WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
                    GROUP BY workout.id
                    ORDER BY workout.local_date, workout.started_at, workout.id
                    """,
                arguments: [userID, from.description, through.description], cached: true, RowDecoding.workoutDigest)
        }
    }

    public func performedSets(userID: Int64, exerciseIDs: [Int64]) async throws -> [PerformedSet] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await writer.read { db in
            try RowDecoding.performedSets(
                db,
                sql: AnalyticsSQL.performedSets(where: """
                    workout_exercise.exercise_id IN (\(databaseQuestionMarks(count: ids.count)))
                    AND workout.user_id = ? AND workout.ended_at IS NOT NULL AND workout_set.is_done = 1
                    """),
                arguments: StatementArguments(ids) + [userID])
        }
    }

    public func performedSets(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [PerformedSet] {
        try await writer.read { db in
            try RowDecoding.performedSets(
                db,
                sql: AnalyticsSQL.performedSets(where: """
                    workout_exercise.exercise_id = ? AND workout_exercise.workout_local_date BETWEEN ? AND ?
                    AND workout.user_id = ? AND workout.ended_at IS NOT NULL AND workout_set.is_done = 1
                    """),
                arguments: [exerciseID, from.description, through.description, userID])
        }
    }

    public func exerciseNames(userID: Int64, ids: [Int64]) async throws -> [Int64: String] {
        guard !ids.isEmpty else { return [:] }
        let unique = Array(Set(ids))
        return try await writer.read { db in
            var names: [Int64: String] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT id, name FROM exercise WHERE user_id = ? AND id IN (\(databaseQuestionMarks(count: unique.count)))",
                arguments: [userID] + StatementArguments(unique))
            while let row = try rows.next() { names[row[0]] = row[1] }
            return names
        }
    }

    public func workingSetsByCategory(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseCategory: Int] {
        try await writer.read { db in
            var counts: [ExerciseCategory: Int] = [:]
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT exercise.category, COUNT(*) AS sets FROM workout
                    JOIN workout_exercise ON workout_exercise.workout_id = workout.id
                    JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                    WHERE workout.user_id = ? AND workout.local_date BETWEEN ? AND ? AND workout.ended_at IS NOT NULL
                      AND \(AnalyticsSQL.isWorking)
                    GROUP BY exercise.category
                    """,
                arguments: [userID, from.description, through.description])
            for row in rows { counts[try RowDecoding.enumValue(row, "category") as ExerciseCategory] = row["sets"] }
            return counts
        }
    }
}
