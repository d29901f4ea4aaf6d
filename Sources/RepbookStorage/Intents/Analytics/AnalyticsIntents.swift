import Foundation
import RepbookCore

/// The analytics reads of the workout log (`AnalyticsStore`): finished workouts only, scoped to one user, each one
/// statement of index ranges.
extension SQLStore {
    public func workoutDigests(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [WorkoutDigest] {
        try await engine.readSingle { connection in
            try connection.all(AnalyticsReads.workoutDigests, [userID, from, through]) { row in
                WorkoutDigest(
                    id: try row["id"], name: try row["name"], date: try row["local_date"], startedAt: try row["started_at"],
                    endedAt: try row["ended_at"], splitDayName: try row["split_day_name"], workingSets: try row["working_sets"],
                    volumeKilograms: try row["volume"])
            }
        }
    }

    /// The user's finished workouts in order, read from `workout_finished_by_user_day`.
    public func trainedDays(userID: Int64) async throws -> [TrainedDay] {
        try await engine.readSingle { connection in
            try connection.all(AnalyticsReads.trainedDays, [userID]) { row in
                TrainedDay(date: try row["local_date"], splitID: try row["split_id"], splitDayIndex: try row["split_day_index"])
            }
        }
    }

    /// Each exercise's entries are one range of the entries by exercise.
    public func performedSets(userID: Int64, exerciseIDs: [Int64]) async throws -> [PerformedSet] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await engine.readSingle { connection in
            try PerformedSetRows.read(
                where: "workout_exercise.exercise_id IN (\(SQL.placeholders(ids.count))) AND workout.user_id = ?", ids + [userID], connection)
        }
    }

    /// One range of the exercise's entries by day: the few days a page lists out of years of them.
    public func performedSets(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [PerformedSet] {
        try await engine.readSingle { connection in
            try PerformedSetRows.read(
                where: "workout_exercise.exercise_id = ? AND workout_exercise.workout_local_date BETWEEN ? AND ? AND workout.user_id = ?",
                [exerciseID, from, through, userID], connection)
        }
    }

    public func exerciseNames(userID: Int64, ids: [Int64]) async throws -> [Int64: String] {
        guard !ids.isEmpty else { return [:] }
        let unique = Array(Set(ids))
        return try await engine.readSingle { connection in
            var names: [Int64: String] = [:]
            for row in try connection.rows(
                SQL("SELECT id, name FROM exercise WHERE user_id = ? AND id IN (\(SQL.placeholders(unique.count)))"), [userID] + unique) {
                names[try row["id"]] = try row["name"]
            }
            return names
        }
    }

    public func workingSetsByCategory(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseCategory: Int] {
        try await engine.readSingle { connection in
            var counts: [ExerciseCategory: Int] = [:]
            for row in try connection.rows(AnalyticsReads.workingSetsByCategory, [userID, from, through]) {
                counts[try row.choice("category") as ExerciseCategory, default: 0] += try row["sets"]
            }
            return counts
        }
    }

    /// `workout_finished_by_user_day` finds the workouts in order; each one's volume is one range of the covering index
    /// `exercise_session_volume_by_workout` (no session rows read).
    public func workoutVolumes(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [DayVolume] {
        try await engine.readSingle { connection in
            try connection.all(AnalyticsReads.workoutVolumes, [userID, from, through]) { row in
                DayVolume(date: try row["local_date"], kilograms: try row["volume"])
            }
        }
    }
}
