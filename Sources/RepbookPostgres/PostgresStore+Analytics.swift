import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: AnalyticsStore {
    /// The finished workouts of one range of the user's days, each one's working sets and volume summed over its own
    /// sets (a lateral read of its entries and their sets by their indexes).
    public func workoutDigests(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [WorkoutDigest] {
        try await single { connection in
            try await connection.all(
                """
                SELECT workout.id, workout.name, workout.local_date, workout.started_at, workout.ended_at,
                       CASE WHEN workout.split_id IS NOT NULL THEN template.name END, totals.working_sets, totals.volume
                FROM workout
                LEFT JOIN template ON template.id = workout.template_id
                CROSS JOIN LATERAL (
                    SELECT count(*) FILTER (WHERE \(unescaped: PostgresAnalyticsSQL.isWorking)) AS working_sets,
                           COALESCE(sum(\(unescaped: PostgresAnalyticsSQL.workingVolume)), 0)::float8 AS volume
                    FROM workout_exercise
                    JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                    WHERE workout_exercise.workout_id = workout.id
                ) AS totals
                WHERE workout.user_id = \(userID) AND workout.local_date BETWEEN \(PostgresDay(from)) AND \(PostgresDay(through))
                  AND workout.ended_at IS NOT NULL
                ORDER BY workout.local_date, workout.started_at, workout.id
                """, logger: logger,
                PostgresRowDecoding.row { columns in
                    WorkoutDigest(
                        id: try columns.next(), name: try columns.next(), date: try columns.next(PostgresDay.self).day,
                        startedAt: try columns.next(), endedAt: try columns.next(), splitDayName: try columns.next(),
                        workingSets: try columns.next(), volumeKilograms: try columns.next())
                })
        }
    }

    /// The user's finished workouts in order, read from the index of finished workouts by day.
    public func trainedDays(userID: Int64) async throws -> [TrainedDay] {
        try await single { connection in
            try await connection.all(
                """
                SELECT local_date, split_id, split_day_index FROM workout
                WHERE user_id = \(userID) AND ended_at IS NOT NULL ORDER BY local_date, started_at, id
                """, logger: logger,
                PostgresRowDecoding.row { columns in
                    TrainedDay(date: try columns.next(PostgresDay.self).day, splitID: try columns.next(), splitDayIndex: try columns.next())
                })
        }
    }

    /// Each exercise's entries are one range of the entries by exercise.
    public func performedSets(userID: Int64, exerciseIDs: [Int64]) async throws -> [PerformedSet] {
        guard !exerciseIDs.isEmpty else { return [] }
        let ids = Array(Set(exerciseIDs))
        return try await single { connection in
            try await connection.all(
                """
                \(unescaped: PostgresAnalyticsSQL.performedSetsSelect)
                WHERE workout_exercise.exercise_id = ANY(\(ids)::bigint[])
                  AND workout.user_id = \(userID) AND workout.ended_at IS NOT NULL AND workout_set.is_done
                \(unescaped: PostgresAnalyticsSQL.performedSetsOrder)
                """, logger: logger, PostgresRowDecoding.row(Self.performedSet))
        }
    }

    /// One range of the exercise's entries by day: the few days a page lists out of years of them.
    public func performedSets(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [PerformedSet] {
        try await single { connection in
            try await connection.all(
                """
                \(unescaped: PostgresAnalyticsSQL.performedSetsSelect)
                WHERE workout_exercise.exercise_id = \(exerciseID)
                  AND workout_exercise.workout_local_date BETWEEN \(PostgresDay(from)) AND \(PostgresDay(through))
                  AND workout.user_id = \(userID) AND workout.ended_at IS NOT NULL AND workout_set.is_done
                \(unescaped: PostgresAnalyticsSQL.performedSetsOrder)
                """, logger: logger, PostgresRowDecoding.row(Self.performedSet))
        }
    }

    public func exerciseNames(userID: Int64, ids: [Int64]) async throws -> [Int64: String] {
        guard !ids.isEmpty else { return [:] }
        let unique = Array(Set(ids))
        return try await single { connection in
            let pairs = try await connection.all(
                "SELECT id, name FROM exercise WHERE user_id = \(userID) AND id = ANY(\(unique)::bigint[])", logger: logger
            ) { row in try row.decode((Int64, String).self) }
            return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The finished workouts of one range of the user's days, their entries and sets by their indexes.
    public func workingSetsByCategory(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [ExerciseCategory: Int] {
        try await single { connection in
            let rows = try await connection.all(
                """
                SELECT exercise.category, count(*) FROM workout
                JOIN workout_exercise ON workout_exercise.workout_id = workout.id
                JOIN exercise ON exercise.id = workout_exercise.exercise_id
                JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                WHERE workout.user_id = \(userID) AND workout.local_date BETWEEN \(PostgresDay(from)) AND \(PostgresDay(through))
                  AND workout.ended_at IS NOT NULL AND \(unescaped: PostgresAnalyticsSQL.isWorking)
                GROUP BY exercise.category
                """, logger: logger
            ) { row -> (ExerciseCategory, Int) in
                let (category, count) = try row.decode((String, Int).self)
                return (try PostgresRowDecoding.value(category, "category"), count)
            }
            return Dictionary(rows, uniquingKeysWith: +)
        }
    }

    /// The finished workouts of one range of the user's days in order, each one's volume the sum of its session
    /// summaries (one range of the summaries by workout).
    public func workoutVolumes(userID: Int64, from: LocalDate, through: LocalDate) async throws -> [DayVolume] {
        try await single { connection in
            try await connection.all(
                """
                SELECT workout.local_date,
                       (SELECT COALESCE(sum(volume_kg), 0)::float8 FROM exercise_session WHERE workout_id = workout.id)
                FROM workout
                WHERE workout.user_id = \(userID) AND workout.local_date BETWEEN \(PostgresDay(from)) AND \(PostgresDay(through))
                  AND workout.ended_at IS NOT NULL
                ORDER BY workout.local_date, workout.started_at, workout.id
                """, logger: logger,
                PostgresRowDecoding.row { columns in
                    DayVolume(date: try columns.next(PostgresDay.self).day, kilograms: try columns.next())
                })
        }
    }

    /// A performed set from the columns of `PostgresAnalyticsSQL.performedSetsSelect`, in their order.
    static func performedSet(_ columns: inout PostgresColumns) throws -> PerformedSet {
        let workoutID: Int64 = try columns.next()
        let date = try columns.next(PostgresDay.self).day
        let exerciseID: Int64 = try columns.next()
        let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "exercise kind")
        let weight: Double? = try columns.next()
        let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "weight_unit")
        let values = SetValues(
            weight: weight.map { Weight($0, unit) }, reps: try columns.next(), durationSeconds: try columns.next(),
            distanceMeters: try columns.next(), kind: try PostgresRowDecoding.value(columns.next(), "kind"), rpe: try columns.next(),
            note: try columns.next())
        return PerformedSet(workoutID: workoutID, exerciseID: exerciseID, date: date, kind: kind, values: values)
    }
}
