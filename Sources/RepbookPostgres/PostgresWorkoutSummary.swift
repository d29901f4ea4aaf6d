import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// A finished workout's summary against everything started before it, read in the finishing transaction: the running
/// bests of its exercises (or, for bodyweight kinds, their earlier sessions and the body weights), and the user's 1RM
/// formula. Its cost does not grow with the history: per exercise, one seek of `exercise_session_by_exercise` and one
/// range of `exercise_rep_record_by_exercise` (`PostgresSessionReading`).
enum PostgresWorkoutSummary {
    /// The summary of `workout`, just finished, read in the caller's transaction.
    static func summary(of workout: Workout, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> WorkoutSummary {
        let kinds = Dictionary(workout.exercises.map { ($0.exerciseID, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let runningIDs = RecordBaseline.fromRunningBests(kinds)
        let running = try await runningBests(
            exerciseIDs: runningIDs, startedBefore: workout.startedAt, connection: connection, logger: logger)
        let foldedIDs = RecordBaseline.foldedFromSessions(kinds)
        let earlier = foldedIDs.isEmpty ? [] : try await earlierSessions(
            exerciseIDs: foldedIDs, startedBefore: workout.startedAt, excluding: workout.id, connection: connection, logger: logger)
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

    /// Each exercise's running bests through its last session started before `startedBefore` (a point before every
    /// workout of that start, whose ids are positive); exercises without one are left out.
    static func runningBests(
        exerciseIDs: [Int64], startedBefore: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> [Int64: RunningBests] {
        var result: [Int64: RunningBests] = [:]
        for exerciseID in exerciseIDs {
            result[exerciseID] = try await PostgresSessionReading.bests(
                exerciseID: exerciseID, before: PostgresFoldPosition(startedAt: startedBefore, workoutID: 0), connection: connection,
                logger: logger)
        }
        return result
    }

    /// The session summaries of the exercises started before `startedBefore` in other workouts than `workoutID`, each
    /// exercise's oldest first (a range of `exercise_session_by_exercise` each).
    static func earlierSessions(
        exerciseIDs: [Int64], startedBefore: Date, excluding workoutID: Int64, connection: PostgresConnection, logger: Logger
    ) async throws -> [ExerciseSessionSummary] {
        let ids = try await connection.all(
            """
            SELECT id FROM exercise_session
            WHERE exercise_id = ANY(\(exerciseIDs)::bigint[]) AND started_at < \(startedBefore) AND workout_id <> \(workoutID)
            """, logger: logger, { try $0.decode(Int64.self) })
        return try await PostgresSessionReading.summaries(ids: ids, connection: connection, logger: logger).map(\.summary)
    }
}
