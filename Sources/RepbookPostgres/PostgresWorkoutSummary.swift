import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// A finished workout's summary against everything started before it, read in the finishing transaction: the running
/// bests of its exercises (or, for bodyweight kinds, their earlier sessions and the body weights), and the user's 1RM
/// formula. Its cost does not grow with the history: one seek of `exercise_session_by_exercise` per exercise and one
/// range of `exercise_rep_record_by_exercise`, in two statements whatever the number of exercises.
enum PostgresWorkoutSummary {
    static func summary(of workout: Workout, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> WorkoutSummary {
        let kinds = Dictionary(workout.exercises.map { ($0.exerciseID, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let runningIDs = RecordBaseline.fromRunningBests(kinds)
        let running = runningIDs.isEmpty ? [:] : try await runningBests(
            exerciseIDs: runningIDs, userID: userID, startedBefore: workout.startedAt, connection: connection, logger: logger)
        let foldedIDs = RecordBaseline.foldedFromSessions(kinds)
        let earlier = foldedIDs.isEmpty ? [] : try await earlierSessions(
            exerciseIDs: foldedIDs, userID: userID, startedBefore: workout.startedAt, excluding: workout.id, connection: connection, logger: logger)
        guard let formulaName = try await connection.first(
            "SELECT e1rm_formula FROM user_settings WHERE user_id = \(userID)", logger: logger, { try $0.decode(String.self) })
        else { throw DomainError.notFound("No settings for user \(userID).") }
        let formula: OneRepMaxFormula = try PostgresRowDecoding.value(formulaName, "e1rm_formula")
        // Only bodyweight kinds weigh the lifter, so a workout without them reads no weigh-in.
        let bodyWeight = foldedIDs.isEmpty ? BodyWeightHistory.unknown : BodyWeightHistory(try await connection.all(
            "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = \(userID) ORDER BY local_date",
            logger: logger
        ) { row in
            let (day, weight, unit, fat) = try row.decode((PostgresDay, Double, String, Double?).self)
            return BodyWeightEntry(date: day.day, weight: Weight(weight, try PostgresRowDecoding.value(unit, "weight_unit")), bodyFatPercent: fat)
        })
        let bests = RecordBaseline.bests(running: running, earlierSessions: earlier, formula: formula, bodyWeight: bodyWeight)
        return WorkoutSummary(of: workout, bests: bests, formula: formula, bodyWeight: bodyWeight)
    }

    /// Each exercise's running bests through its last session started before `startedBefore`; exercises without one are
    /// left out.
    static func runningBests(
        exerciseIDs: [Int64], userID: Int64, startedBefore: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> [Int64: RunningBests] {
        struct Last {
            let heaviest: Double?, epley: Double?, brzycki: Double?, setVolume: Double?, sessionVolume: Double?
        }
        var lasts: [Int64: Last] = [:]
        let rows = try await connection.query(
            """
            SELECT item.exercise_id, last.through_heaviest_kg, last.through_epley_kg, last.through_brzycki_kg,
                   last.through_set_volume_kg, last.through_session_volume_kg
            FROM unnest(\(exerciseIDs)::bigint[]) AS item (exercise_id)
            CROSS JOIN LATERAL (
                SELECT through_heaviest_kg, through_epley_kg, through_brzycki_kg, through_set_volume_kg, through_session_volume_kg
                FROM exercise_session
                WHERE exercise_id = item.exercise_id AND user_id = \(userID) AND started_at < \(startedBefore)
                ORDER BY started_at DESC, workout_id DESC LIMIT 1
            ) AS last
            """, logger: logger)
        for try await row in rows {
            let (id, heaviest, epley, brzycki, setVolume, sessionVolume) = try row.decode((Int64, Double?, Double?, Double?, Double?, Double?).self)
            lasts[id] = Last(heaviest: heaviest, epley: epley, brzycki: brzycki, setVolume: setVolume, sessionVolume: sessionVolume)
        }
        guard !lasts.isEmpty else { return [:] }
        // The rep records up to each exercise's last session: the same seek again, as the bound of one range each.
        var records: [Int64: [Double: Int]] = [:]
        let recordRows = try await connection.query(
            """
            SELECT item.exercise_id, record.weight_kg, max(record.reps)
            FROM unnest(\(Array(lasts.keys))::bigint[]) AS item (exercise_id)
            CROSS JOIN LATERAL (
                SELECT started_at, workout_id FROM exercise_session
                WHERE exercise_id = item.exercise_id AND user_id = \(userID) AND started_at < \(startedBefore)
                ORDER BY started_at DESC, workout_id DESC LIMIT 1
            ) AS last
            JOIN exercise_rep_record AS record
              ON record.exercise_id = item.exercise_id AND (record.started_at, record.workout_id) <= (last.started_at, last.workout_id)
            GROUP BY item.exercise_id, record.weight_kg
            """, logger: logger)
        for try await row in recordRows {
            let (id, weight, reps) = try row.decode((Int64, Double, Int).self)
            records[id, default: [:]][weight] = reps
        }
        return lasts.reduce(into: [:]) { result, entry in
            let last = entry.value
            result[entry.key] = RunningBests(
                heaviest: last.heaviest, epley: last.epley, brzycki: last.brzycki, setVolume: last.setVolume, sessionVolume: last.sessionVolume,
                repRecords: records[entry.key] ?? [:])
        }
    }

    /// The session summaries of the exercises started before `startedBefore` in other workouts than `workoutID`, each
    /// exercise's oldest first: three indexed reads over the same sessions.
    static func earlierSessions(
        exerciseIDs: [Int64], userID: Int64, startedBefore: Date, excluding workoutID: Int64, connection: PostgresConnection, logger: Logger
    ) async throws -> [ExerciseSessionSummary] {
        var reps: [Int64: [Double: Int]] = [:]
        for try await row in try await connection.query(
            """
            SELECT session_id, weight_kg, reps FROM exercise_session_reps
            WHERE session_id IN (
                SELECT id FROM exercise_session
                WHERE exercise_id = ANY(\(exerciseIDs)::bigint[]) AND user_id = \(userID) AND started_at < \(startedBefore) AND workout_id <> \(workoutID))
            """, logger: logger) {
            let (id, weight, count) = try row.decode((Int64, Double, Int).self)
            reps[id, default: [:]][weight] = count
        }
        var loads: [Int64: [ExerciseSessionSummary.Load]] = [:]
        for try await row in try await connection.query(
            """
            SELECT session_id, added_kg, reps FROM exercise_session_load
            WHERE session_id IN (
                SELECT id FROM exercise_session
                WHERE exercise_id = ANY(\(exerciseIDs)::bigint[]) AND user_id = \(userID) AND started_at < \(startedBefore) AND workout_id <> \(workoutID))
            ORDER BY session_id, position
            """, logger: logger) {
            let (id, added, count) = try row.decode((Int64, Double, Int).self)
            loads[id, default: []].append(.init(kilograms: added, reps: count))
        }
        var result: [ExerciseSessionSummary] = []
        for try await row in try await connection.query(
            """
            SELECT id, workout_id, exercise_id, local_date, exercise_kind, working_sets, volume_kg,
                   heaviest_kg, heaviest_set_kg, heaviest_reps, epley_kg, epley_set_kg, epley_reps,
                   brzycki_kg, brzycki_set_kg, brzycki_reps, best_set_volume_kg, best_set_volume_set_kg, best_set_volume_reps,
                   reps_1_3, reps_4_6, reps_7_10, reps_11_15, reps_16_plus
            FROM exercise_session
            WHERE exercise_id = ANY(\(exerciseIDs)::bigint[]) AND user_id = \(userID) AND started_at < \(startedBefore) AND workout_id <> \(workoutID)
            ORDER BY started_at, workout_id
            """, logger: logger) {
            var columns = PostgresColumns(row)
            let id: Int64 = try columns.next()
            let workout: Int64 = try columns.next()
            let exercise: Int64 = try columns.next()
            let date = try columns.next(PostgresDay.self).day
            let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "exercise_kind")
            let workingSets: Int = try columns.next()
            let volume: Double = try columns.next()
            func best() throws -> SessionFigures.Best? {
                let (value, kilograms, count): (Double?, Double?, Int?) = (try columns.next(), try columns.next(), try columns.next())
                guard let value, let kilograms, let count else { return nil }
                return SessionFigures.Best(value: value, kilograms: kilograms, reps: count)
            }
            let heaviest = try best()
            let epley = try best()
            let brzycki = try best()
            let setVolume = try best()
            let ranges: [Int] = try (0..<5).map { _ in try columns.next() }
            let figures = SessionFigures(
                workingSets: workingSets, heaviest: heaviest, oneRepMax: epley, bestSetVolume: setVolume, volume: volume,
                repsAtWeight: reps[id] ?? [:], repRanges: ranges)
            result.append(ExerciseSessionSummary(
                workoutID: workout, exerciseID: exercise, date: date, kind: kind, epley: figures, brzycki: brzycki, loads: loads[id] ?? []))
        }
        return result
    }
}
