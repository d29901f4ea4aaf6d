import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore {
    /// Inserts finished workouts all or nothing in one transaction (the demo history, imports, tests' seeds) under the
    /// user's row lock: ids drawn from the sequences first, then one statement per table, then their session summaries.
    public func insertFinishedWorkouts(_ workouts: [FinishedWorkoutDraft], userID: Int64, now: Date) async throws -> Int {
        for workout in workouts { try workout.validate() }
        guard !workouts.isEmpty else { return 0 }
        return try await write { connection in
            // The running bests of the user's exercises are folded again below: one such fold at a time per user.
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            let used = Set(workouts.flatMap { $0.exercises.map(\.exerciseID) })
            let owned = Set(try await connection.all(
                "SELECT id FROM exercise WHERE user_id = \(userID) AND id = ANY(\(Array(used))::bigint[])", logger: logger
            ) { try $0.decode(Int64.self) })
            if let missing = used.subtracting(owned).min() { throw DomainError.notFound("No exercise with id \(missing).") }
            let ids = try await PostgresFinishedWorkouts.insert(workouts, userID: userID, createdAt: now, connection: connection, logger: logger)
            try await PostgresSessionWriting.rewrite(workoutIDs: ids, connection: connection, logger: logger)
            return workouts.reduce(0) { $0 + $1.setCount }
        }
    }
}

/// Inserts finished workouts with their exercises and done sets inside the caller's transaction, the twin of the SQLite
/// store's `FinishedWorkoutStatements`: one statement per table for any number of workouts. The caller has checked the
/// exercises are the user's and writes the session summaries after.
enum PostgresFinishedWorkouts {
    /// Inserts `workouts` for the user and answers their ids, in order; a second quick-log workout on a day is a conflict
    /// naming the day.
    static func insert(
        _ workouts: [FinishedWorkoutDraft], userID: Int64, createdAt: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> [Int64] {
        let quickLogDays = workouts.filter { $0.source == .quickLog }.map { PostgresDay($0.date) }
        if !quickLogDays.isEmpty {
            let taken = try await connection.first(
                """
                SELECT local_date FROM workout
                WHERE user_id = \(userID) AND source = 'quick_log' AND local_date = ANY(\(quickLogDays)::date[])
                ORDER BY local_date LIMIT 1
                """, logger: logger) { try $0.decode(PostgresDay.self).day }
            var seen: Set<LocalDate> = []
            let repeated = quickLogDays.map(\.day).first { !seen.insert($0).inserted }
            if let day = [taken, repeated].compactMap({ $0 }).min() {
                throw DomainError.conflict("There is already a quick-log workout on \(day).")
            }
        }
        let workoutIDs = try await nextIDs("workout", count: workouts.count, connection: connection, logger: logger)
        try await connection.mappingUniqueViolation(to: .conflict("There is already a quick-log workout on one of these days.")) {
            try await connection.run(
                """
                INSERT INTO workout (id, user_id, name, notes, source, local_date, started_at, ended_at)
                SELECT item.id, \(userID), item.name, item.notes, item.source, item.local_date, item.started_at, item.ended_at
                FROM unnest(
                    \(workoutIDs)::bigint[], \(workouts.map(\.name))::text[], \(workouts.map(\.notes))::text[],
                    \(workouts.map(\.source.rawValue))::text[], \(workouts.map { PostgresDay($0.date) })::date[],
                    \(workouts.map(\.startedAt))::timestamptz[], \(workouts.map(\.endedAt))::timestamptz[]
                ) AS item (id, name, notes, source, local_date, started_at, ended_at)
                """, logger: logger)
        }
        let entries = zip(workoutIDs, workouts).flatMap { id, workout in
            workout.exercises.enumerated().map { (workoutID: id, workout: workout, position: $0.offset, exercise: $0.element) }
        }
        guard !entries.isEmpty else { return workoutIDs }
        let entryIDs = try await nextIDs("workout_exercise", count: entries.count, connection: connection, logger: logger)
        try await connection.run(
            """
            INSERT INTO workout_exercise (id, workout_id, exercise_id, position, superset_group, notes, workout_started_at, workout_local_date)
            SELECT item.id, item.workout_id, item.exercise_id, item.position, NULLIF(item.superset_group, -1), item.notes,
                item.started_at, item.local_date
            FROM unnest(
                \(entryIDs)::bigint[], \(entries.map(\.workoutID))::bigint[], \(entries.map(\.exercise.exerciseID))::bigint[],
                \(entries.map(\.position))::bigint[], \(entries.map { $0.exercise.supersetGroup ?? -1 })::bigint[],
                \(entries.map(\.exercise.notes))::text[], \(entries.map(\.workout.startedAt))::timestamptz[],
                \(entries.map { PostgresDay($0.workout.date) })::date[]
            ) AS item (id, workout_id, exercise_id, position, superset_group, notes, started_at, local_date)
            """, logger: logger)
        let sets = zip(entryIDs, entries).flatMap { id, entry in
            entry.exercise.sets.enumerated().map { (entryID: id, position: $0.offset, values: $0.element) }
        }
        guard !sets.isEmpty else { return workoutIDs }
        try await connection.run(
            """
            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind,
                                     rpe, is_done, note, created_at)
            SELECT item.entry_id, item.position, NULLIF(item.weight, 'NaN'), item.weight_unit, NULLIF(item.reps, -1),
                NULLIF(item.duration_seconds, -1), NULLIF(item.distance_meters, 'NaN'), item.kind, NULLIF(item.rpe, 'NaN'), true,
                item.note, \(createdAt)
            FROM unnest(
                \(sets.map(\.entryID))::bigint[], \(sets.map(\.position))::bigint[], \(sets.map { $0.values.weight?.value ?? .nan })::float8[],
                \(sets.map { ($0.values.weight?.unit ?? .kilograms).rawValue })::text[], \(sets.map { $0.values.reps ?? -1 })::bigint[],
                \(sets.map { $0.values.durationSeconds ?? -1 })::bigint[], \(sets.map { $0.values.distanceMeters ?? .nan })::float8[],
                \(sets.map(\.values.kind.rawValue))::text[], \(sets.map { $0.values.rpe ?? .nan })::float8[],
                \(sets.map(\.values.note))::text[]
            ) AS item (entry_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe, note)
            """, logger: logger)
        return workoutIDs
    }

    /// `count` new ids of `table`'s identity column, drawn from its sequence, in order.
    static func nextIDs(_ table: String, count: Int, connection: PostgresConnection, logger: Logger) async throws -> [Int64] {
        try await connection.all(
            "SELECT nextval(pg_get_serial_sequence(\(table), 'id')) FROM generate_series(1, \(count))", logger: logger
        ) { try $0.decode(Int64.self) }
    }
}
