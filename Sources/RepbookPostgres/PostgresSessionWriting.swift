import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Writes the stored session summaries and running bests inside the caller's write transaction, the twin of the SQLite
/// store's `ExerciseSessionWriting` and `RunningBestsWriting`: the summaries of some finished workouts are deleted and
/// computed again from their done sets by `ExerciseSessionSummary.sessions(of:)`, then each exercise touched is folded
/// again by `RunningBests.after` from the earliest session removed or written on. Rows go in as arrays (one statement
/// per table, whatever the number of workouts); a missing optional figure travels as NaN (a double) or 0 (a count of
/// reps, which is never 0 when present), turned back into NULL by `NULLIF`.
enum PostgresSessionWriting {
    /// Rewrites the summaries of the finished workouts among `workoutIDs` (an unfinished one gets none) and folds the
    /// running bests of their exercises again.
    static func rewrite(workoutIDs: [Int64], connection: PostgresConnection, logger: Logger) async throws {
        let ids = Array(Set(workoutIDs)).sorted()
        guard !ids.isEmpty else { return }
        let removed = try await earliest(workoutIDs: ids, connection: connection, logger: logger)
        try await connection.run("DELETE FROM exercise_session WHERE workout_id = ANY(\(ids)::bigint[])", logger: logger)
        let sets = try await performedSets(workoutIDs: ids, connection: connection, logger: logger)
        try await insert(ExerciseSessionSummary.sessions(of: sets), connection: connection, logger: logger)
        let written = try await earliest(workoutIDs: ids, connection: connection, logger: logger)
        try await refold(from: removed, and: written, connection: connection, logger: logger)
    }

    /// Rewrites the summaries of every finished workout containing the exercise (after a change of its kind).
    static func rewrite(exerciseID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        let ids = try await connection.all(
            "SELECT DISTINCT workout_id FROM workout_exercise WHERE exercise_id = \(exerciseID)", logger: logger) { try $0.decode(Int64.self) }
        try await rewrite(workoutIDs: ids, connection: connection, logger: logger)
    }

    /// Deletes the user's workout (its sessions go with it, `ON DELETE CASCADE`) and folds the running bests of its
    /// exercises again from where its sessions were; false when there is no such workout.
    static func deleteWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Bool {
        let removed = try await earliest(workoutIDs: [workoutID], connection: connection, logger: logger)
        let deleted = try await connection.count(
            "DELETE FROM workout WHERE id = \(workoutID) AND user_id = \(userID) RETURNING id", logger: logger)
        guard deleted > 0 else { return false }
        try await refold(from: removed, and: [:], connection: connection, logger: logger)
        return true
    }

    /// The done sets of the finished workouts `workoutIDs`, oldest first, each workout's sets in the order they were logged.
    static func performedSets(workoutIDs: [Int64], connection: PostgresConnection, logger: Logger) async throws -> [PerformedSet] {
        try await connection.all(
            """
            SELECT workout.id, workout.local_date, workout_exercise.exercise_id, exercise.kind,
                   workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.duration_seconds,
                   workout_set.distance_meters, workout_set.kind, workout_set.rpe, workout_set.note
            FROM workout
            JOIN workout_exercise ON workout_exercise.workout_id = workout.id
            JOIN exercise ON exercise.id = workout_exercise.exercise_id
            JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
            WHERE workout.id = ANY(\(workoutIDs)::bigint[]) AND workout.ended_at IS NOT NULL AND workout_set.is_done
            ORDER BY workout.started_at, workout.id, workout_exercise.position, workout_exercise.id, workout_set.position, workout_set.id
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                let workoutID: Int64 = try columns.next()
                let date = try columns.next(PostgresDay.self).day
                let exerciseID: Int64 = try columns.next()
                let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "kind")
                return PerformedSet(
                    workoutID: workoutID, exerciseID: exerciseID, date: date, kind: kind,
                    values: try PostgresWorkoutLoading.setValues(&columns))
            })
    }

    /// Inserts `summaries` with their reps at each weight and loads: ids drawn from the sequence first, then one
    /// statement per table.
    static func insert(_ summaries: [ExerciseSessionSummary], connection: PostgresConnection, logger: Logger) async throws {
        guard !summaries.isEmpty else { return }
        let ids = try await connection.all(
            "SELECT nextval(pg_get_serial_sequence('exercise_session', 'id')) FROM generate_series(1, \(summaries.count))",
            logger: logger) { try $0.decode(Int64.self) }
        func values(_ best: (ExerciseSessionSummary) -> SessionFigures.Best?) -> (value: [Double], kilograms: [Double], reps: [Int]) {
            let bests = summaries.map(best)
            return (bests.map { $0?.value ?? .nan }, bests.map { $0?.kilograms ?? .nan }, bests.map { $0?.reps ?? 0 })
        }
        let heaviest = values { $0.epley.heaviest }
        let epley = values { $0.epley.oneRepMax }
        let brzycki = values { $0.brzycki }
        let setVolume = values { $0.epley.bestSetVolume }
        let ranges = (0..<5).map { index in summaries.map { $0.epley.repRanges[index] } }
        try await connection.run(
            """
            INSERT INTO exercise_session (
                id, user_id, workout_id, exercise_id, local_date, started_at, exercise_kind, working_sets, volume_kg,
                heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps, brzycki_kg, brzycki_set_kg, brzycki_reps,
                best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps, reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus)
            SELECT item.id, workout.user_id, workout.id, item.exercise_id, workout.local_date, workout.started_at, item.kind,
                item.working_sets, item.volume,
                NULLIF(item.h, 'NaN'), NULLIF(item.hk, 'NaN'), NULLIF(item.hr, 0),
                NULLIF(item.e, 'NaN'), NULLIF(item.ek, 'NaN'), NULLIF(item.er, 0),
                NULLIF(item.b, 'NaN'), NULLIF(item.bk, 'NaN'), NULLIF(item.br, 0),
                NULLIF(item.v, 'NaN'), NULLIF(item.vk, 'NaN'), NULLIF(item.vr, 0),
                item.r1, item.r2, item.r3, item.r4, item.r5
            FROM unnest(
                \(ids)::bigint[], \(summaries.map(\.workoutID))::bigint[], \(summaries.map(\.exerciseID))::bigint[],
                \(summaries.map(\.kind.rawValue))::text[], \(summaries.map(\.epley.workingSets))::bigint[],
                \(summaries.map(\.epley.volume))::float8[],
                \(heaviest.value)::float8[], \(heaviest.kilograms)::float8[], \(heaviest.reps)::bigint[],
                \(epley.value)::float8[], \(epley.kilograms)::float8[], \(epley.reps)::bigint[],
                \(brzycki.value)::float8[], \(brzycki.kilograms)::float8[], \(brzycki.reps)::bigint[],
                \(setVolume.value)::float8[], \(setVolume.kilograms)::float8[], \(setVolume.reps)::bigint[],
                \(ranges[0])::bigint[], \(ranges[1])::bigint[], \(ranges[2])::bigint[], \(ranges[3])::bigint[], \(ranges[4])::bigint[]
            ) AS item (id, workout_id, exercise_id, kind, working_sets, volume, h, hk, hr, e, ek, er, b, bk, br, v, vk, vr, r1, r2, r3, r4, r5)
            JOIN workout ON workout.id = item.workout_id
            """, logger: logger)
        var repSessions: [Int64] = [], repWeights: [Double] = [], repCounts: [Int] = []
        var loadSessions: [Int64] = [], loadPositions: [Int] = [], loadKilograms: [Double] = [], loadReps: [Int] = []
        for (id, summary) in zip(ids, summaries) {
            for (weight, reps) in summary.epley.repsAtWeight.sorted(by: { $0.key < $1.key }) {
                repSessions.append(id)
                repWeights.append(weight)
                repCounts.append(reps)
            }
            for (position, load) in summary.loads.enumerated() {
                loadSessions.append(id)
                loadPositions.append(position)
                loadKilograms.append(load.kilograms)
                loadReps.append(load.reps)
            }
        }
        if !repSessions.isEmpty {
            try await connection.run(
                """
                INSERT INTO exercise_session_reps (session_id, weight_kg, reps)
                SELECT * FROM unnest(\(repSessions)::bigint[], \(repWeights)::float8[], \(repCounts)::bigint[])
                """, logger: logger)
        }
        if !loadSessions.isEmpty {
            try await connection.run(
                """
                INSERT INTO exercise_session_load (session_id, position, added_kg, reps)
                SELECT * FROM unnest(\(loadSessions)::bigint[], \(loadPositions)::bigint[], \(loadKilograms)::float8[], \(loadReps)::bigint[])
                """, logger: logger)
        }
    }

    /// Each exercise's earliest position among the sessions of `workoutIDs`.
    static func earliest(workoutIDs: [Int64], connection: PostgresConnection, logger: Logger) async throws -> [Int64: PostgresFoldPosition] {
        let rows = try await connection.all(
            """
            SELECT DISTINCT ON (exercise_id) exercise_id, started_at, workout_id FROM exercise_session
            WHERE workout_id = ANY(\(workoutIDs)::bigint[]) ORDER BY exercise_id, started_at, workout_id
            """, logger: logger) { try $0.decode((Int64, Date, Int64).self) }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.0, PostgresFoldPosition(startedAt: $0.1, workoutID: $0.2)) })
    }

    /// Folds again each exercise's sessions from the earlier of its two positions in `a` and `b` on.
    static func refold(
        from a: [Int64: PostgresFoldPosition], and b: [Int64: PostgresFoldPosition], connection: PostgresConnection, logger: Logger
    ) async throws {
        for exerciseID in Set(a.keys).union(b.keys).sorted() {
            let positions = [a[exerciseID], b[exerciseID]].compactMap { $0 }
            try await refold(exerciseID: exerciseID, from: positions.min(by: PostgresFoldPosition.precedes), connection: connection, logger: logger)
        }
    }

    /// Folds again the exercise's sessions at or after `from` (all of them when nil): their `through_*` figures and
    /// rep records, written back in one statement each.
    static func refold(exerciseID: Int64, from: PostgresFoldPosition?, connection: PostgresConnection, logger: Logger) async throws {
        var bests: RunningBests?
        if let from {
            bests = try await PostgresSessionReading.bests(exerciseID: exerciseID, before: from, connection: connection, logger: logger)
            try await connection.run(
                """
                DELETE FROM exercise_rep_record
                WHERE exercise_id = \(exerciseID) AND (started_at, workout_id) >= (\(from.startedAt), \(from.workoutID))
                """, logger: logger)
        } else {
            try await connection.run("DELETE FROM exercise_rep_record WHERE exercise_id = \(exerciseID)", logger: logger)
        }
        let sessions = try await PostgresSessionReading.summaries(exerciseID: exerciseID, from: from, connection: connection, logger: logger)
        guard !sessions.isEmpty else { return }
        var figures: [[Double]] = Array(repeating: [], count: 5)
        var recordSessions: [Int64] = [], recordStarts: [Date] = [], recordWorkouts: [Int64] = []
        var recordWeights: [Double] = [], recordReps: [Int] = []
        for session in sessions {
            let (next, newRecords) = RunningBests.after(bests, session.summary)
            bests = next
            for (index, value) in [next.heaviest, next.epley, next.brzycki, next.setVolume, next.sessionVolume].enumerated() {
                figures[index].append(value ?? .nan)
            }
            for (weight, reps) in newRecords.sorted(by: { $0.key < $1.key }) {
                recordSessions.append(session.id)
                recordStarts.append(session.startedAt)
                recordWorkouts.append(session.summary.workoutID)
                recordWeights.append(weight)
                recordReps.append(reps)
            }
        }
        try await connection.run(
            """
            UPDATE exercise_session SET through_heaviest_kg = NULLIF(item.h, 'NaN'), through_epley_kg = NULLIF(item.e, 'NaN'),
                through_brzycki_kg = NULLIF(item.b, 'NaN'), through_set_volume_kg = NULLIF(item.v, 'NaN'),
                through_session_volume_kg = NULLIF(item.s, 'NaN')
            FROM unnest(
                \(sessions.map(\.id))::bigint[], \(figures[0])::float8[], \(figures[1])::float8[], \(figures[2])::float8[],
                \(figures[3])::float8[], \(figures[4])::float8[]
            ) AS item (id, h, e, b, v, s)
            WHERE exercise_session.id = item.id
            """, logger: logger)
        guard !recordSessions.isEmpty else { return }
        try await connection.run(
            """
            INSERT INTO exercise_rep_record (session_id, exercise_id, started_at, workout_id, weight_kg, reps)
            SELECT item.session_id, \(exerciseID), item.started_at, item.workout_id, item.weight_kg, item.reps
            FROM unnest(
                \(recordSessions)::bigint[], \(recordStarts)::timestamptz[], \(recordWorkouts)::bigint[], \(recordWeights)::float8[],
                \(recordReps)::bigint[]
            ) AS item (session_id, started_at, workout_id, weight_kg, reps)
            """, logger: logger)
    }
}
