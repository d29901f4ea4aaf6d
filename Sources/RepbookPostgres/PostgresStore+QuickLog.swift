import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The quick lift log on PostgreSQL: lines logged as done sets of the day's quick-log workout (one per user and day),
/// corrected or deleted as one intent. Each change first locks the user's row (`PostgresUserLock`), where SQLite's
/// single writer serialised: two appends at once never make the day's workout, its entry or a set position twice.
extension PostgresStore: WorkoutHistoryStore {
    public func appendQuickLog(
        userID: Int64, exerciseID: Int64, date: LocalDate, startedAt: Date, weight: Weight?, reps: Int?, count: Int, now: Date
    ) async throws {
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            let owned = try await connection.first(
                "SELECT EXISTS (SELECT 1 FROM exercise WHERE id = \(exerciseID) AND user_id = \(userID))", logger: logger
            ) { try $0.decode(Bool.self) }
            guard owned == true else { throw DomainError.notFound("No exercise with id \(exerciseID).") }
            let workoutID = try await Self.quickLogWorkout(userID: userID, date: date, startedAt: startedAt, connection: connection, logger: logger)
            try await PostgresLiveWorkout.requireRoom(in: workoutID, exercises: 0, sets: count, connection: connection, logger: logger)
            try await Self.appendQuickLogSets(
                count, weight: weight, reps: reps, exerciseID: exerciseID, workoutID: workoutID, now: now, connection: connection, logger: logger)
            // Sets added to a finished workout: its session summaries are written again in this transaction.
            try await PostgresSessionWriting.rewrite(workoutIDs: [workoutID], connection: connection, logger: logger)
        }
    }

    public func quickLogLines(userID: Int64, exerciseID: Int64, from: LocalDate, through: LocalDate) async throws -> [QuickLogLine] {
        try await single { connection in
            // The exercise's entries of those days by `workout_exercise_by_exercise_day`, kept when a quick-log workout's.
            try await connection.all(
                """
                SELECT min(workout_set.id), workout_exercise.workout_local_date, \(unescaped: PostgresRowDecoding.loggedSetColumns), count(*)
                FROM workout_exercise
                JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = \(userID) AND workout.source = 'quick_log'
                JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done
                WHERE workout_exercise.exercise_id = \(exerciseID)
                  AND workout_exercise.workout_local_date BETWEEN \(PostgresDay(from)) AND \(PostgresDay(through))
                GROUP BY workout_exercise.id, workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.kind
                ORDER BY workout_exercise.workout_local_date DESC, workout_set.weight DESC NULLS LAST, workout_set.reps DESC NULLS LAST, 1
                """, logger: logger,
                PostgresRowDecoding.row { columns in
                    let id: Int64 = try columns.next()
                    let set = try PostgresRowDecoding.loggedSet(&columns)
                    return QuickLogLine(id: id, date: set.date, weight: set.weight, reps: set.reps, sets: try columns.next())
                })
        }
    }

    public func quickLogLine(_ lineID: Int64, userID: Int64, exerciseID: Int64) async throws -> QuickLogLine? {
        try await single { connection in
            guard let found = try await Self.findQuickLogLine(lineID, userID: userID, exerciseID: exerciseID, connection: connection, logger: logger),
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
        try await write { connection in
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            guard let line = try await Self.findQuickLogLine(lineID, userID: userID, exerciseID: exerciseID, connection: connection, logger: logger) else {
                throw DomainError.notFound("No quick-log line \(lineID) of this exercise.")
            }
            try await connection.run("DELETE FROM workout_set WHERE id = ANY(\(line.setIDs)::bigint[])", logger: logger)
            var touched: [Int64] = [line.workoutID]
            if let entry {
                let workoutID = try await Self.quickLogWorkout(
                    userID: userID, date: entry.date, startedAt: startedAt, connection: connection, logger: logger)
                try await PostgresLiveWorkout.requireRoom(in: workoutID, exercises: 0, sets: entry.sets, connection: connection, logger: logger)
                try await Self.appendQuickLogSets(
                    entry.sets, weight: entry.weight, reps: entry.reps, exerciseID: exerciseID, workoutID: workoutID, now: now,
                    connection: connection, logger: logger)
                touched.append(workoutID)
            }
            // An entry left without sets goes, and a quick-log day left without entries goes with its summaries.
            try await connection.run(
                """
                DELETE FROM workout_exercise WHERE id = \(line.workoutExerciseID)
                AND NOT EXISTS (SELECT 1 FROM workout_set WHERE workout_exercise_id = \(line.workoutExerciseID))
                """, logger: logger)
            let dayHoldsMore = try await connection.first(
                "SELECT EXISTS (SELECT 1 FROM workout_exercise WHERE workout_id = \(line.workoutID))", logger: logger
            ) { try $0.decode(Bool.self) } ?? false
            if !dayHoldsMore {
                _ = try await PostgresSessionWriting.deleteWorkout(line.workoutID, userID: userID, connection: connection, logger: logger)
                touched.removeAll { $0 == line.workoutID }
            }
            try await PostgresSessionWriting.rewrite(workoutIDs: touched, connection: connection, logger: logger)
        }
    }

    /// A quick-log line as found by one of its sets.
    private struct FoundQuickLogLine {
        let workoutID: Int64
        let workoutExerciseID: Int64
        let date: LocalDate
        let weight: Weight?
        let reps: Int?
        let setIDs: [Int64]
    }

    /// The line holding set `setID`, when that set is a done set of the exercise in one of the user's quick-log workouts:
    /// one statement, the set found by its key and its line's sets (same values, done, of its entry) by
    /// `workout_set_by_workout_exercise`.
    private static func findQuickLogLine(
        _ setID: Int64, userID: Int64, exerciseID: Int64, connection: PostgresConnection, logger: Logger
    ) async throws -> FoundQuickLogLine? {
        try await connection.first(
            """
            SELECT workout.id, workout_exercise.id, workout.local_date, workout_set.weight, workout_set.weight_unit, workout_set.reps,
                   ARRAY(SELECT same.id FROM workout_set AS same
                         WHERE same.workout_exercise_id = workout_set.workout_exercise_id AND same.is_done
                           AND same.weight IS NOT DISTINCT FROM workout_set.weight AND same.weight_unit = workout_set.weight_unit
                           AND same.reps IS NOT DISTINCT FROM workout_set.reps AND same.kind = workout_set.kind
                         ORDER BY same.id)
            FROM workout_set
            JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id AND workout_exercise.exercise_id = \(exerciseID)
            JOIN workout ON workout.id = workout_exercise.workout_id AND workout.user_id = \(userID) AND workout.source = 'quick_log'
            WHERE workout_set.id = \(setID) AND workout_set.is_done
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                let workoutID: Int64 = try columns.next()
                let workoutExerciseID: Int64 = try columns.next()
                let date = try columns.next(PostgresDay.self).day
                let weight: Double? = try columns.next()
                let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "weight_unit")
                return FoundQuickLogLine(
                    workoutID: workoutID, workoutExerciseID: workoutExerciseID, date: date, weight: weight.map { Weight($0, unit) },
                    reps: try columns.next(), setIDs: try columns.next())
            })
    }

    /// The user's quick-log workout of `date`, created (completed at once) when missing; the caller holds the user's lock.
    private static func quickLogWorkout(
        userID: Int64, date: LocalDate, startedAt: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        let day = PostgresDay(date)
        if let id = try await connection.first(
            "SELECT id FROM workout WHERE user_id = \(userID) AND local_date = \(day) AND source = 'quick_log'", logger: logger,
            { try $0.decode(Int64.self) }) {
            return id
        }
        let id = try await connection.first(
            """
            INSERT INTO workout (user_id, name, source, local_date, started_at, ended_at)
            VALUES (\(userID), 'Quick log', 'quick_log', \(day), \(startedAt), \(startedAt))
            RETURNING id
            """, logger: logger) { try $0.decode(Int64.self) }
        guard let id else { throw DomainError.notFound("The quick-log workout of \(date) was not stored.") }
        return id
    }

    /// Appends `count` done sets to the exercise's entry in the workout (the entry appended at the end when missing), in
    /// two statements whatever `count`.
    private static func appendQuickLogSets(
        _ count: Int, weight: Weight?, reps: Int?, exerciseID: Int64, workoutID: Int64, now: Date, connection: PostgresConnection,
        logger: Logger
    ) async throws {
        var entryID = try await connection.first(
            "SELECT id FROM workout_exercise WHERE workout_id = \(workoutID) AND exercise_id = \(exerciseID) ORDER BY position LIMIT 1",
            logger: logger) { try $0.decode(Int64.self) }
        if entryID == nil {
            entryID = try await connection.first(
                """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, workout_started_at, workout_local_date)
                SELECT id, \(exerciseID), (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id),
                       started_at, local_date
                FROM workout WHERE id = \(workoutID)
                RETURNING id
                """, logger: logger) { try $0.decode(Int64.self) }
        }
        guard let entryID else { throw DomainError.notFound("No workout with id \(workoutID).") }
        try await connection.run(
            """
            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, kind, is_done, created_at)
            SELECT \(entryID), base.first_position + step, \(weight?.value), \((weight?.unit ?? .kilograms).rawValue), \(reps), 'normal', true, \(now)
            FROM (SELECT coalesce(max(position) + 1, 0) AS first_position FROM workout_set WHERE workout_exercise_id = \(entryID)) AS base,
                 generate_series(0, \(count) - 1) AS step
            ORDER BY step
            """, logger: logger)
    }
}
