import Foundation
import Logging
import PostgresNIO
import RepbookCore

// Stand-in until the lead's "PostgreSQL workout foundation" lands: loading a workout inside a connection.
extension PostgresStore {
    static func loadWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Workout? {
        guard let head = try await connection.first(
            """
            SELECT id, name, notes, source, local_date, started_at, ended_at, template_id, split_id, split_day_index,
                   rest_started_at, rest_ends_at
            FROM workout WHERE id = \(workoutID) AND user_id = \(userID)
            """, logger: logger, { $0 })
        else { return nil }
        var setsByEntry: [Int64: [WorkoutSet]] = [:]
        for try await row in try await connection.query(
            """
            SELECT workout_set.workout_exercise_id, \(unescaped: PostgresLiveWorkout.setColumns())
            FROM workout_set JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
            WHERE workout_exercise.workout_id = \(workoutID)
            ORDER BY workout_set.workout_exercise_id, workout_set.position, workout_set.id
            """, logger: logger) {
            var columns = PostgresColumns(row)
            let entry: Int64 = try columns.next()
            setsByEntry[entry, default: []].append(try PostgresLiveWorkout.workoutSet(&columns))
        }
        let exercises = try await connection.all(
            """
            SELECT workout_exercise.id, workout_exercise.exercise_id, exercise.name, exercise.kind, workout_exercise.position,
                   workout_exercise.superset_group, workout_exercise.notes, workout_exercise.rest_seconds, workout_exercise.target_sets,
                   workout_exercise.target_reps_min, workout_exercise.target_reps_max, workout_exercise.suggestion_reason, exercise.equipment
            FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
            WHERE workout_exercise.workout_id = \(workoutID)
            ORDER BY workout_exercise.position, workout_exercise.id
            """, logger: logger,
            PostgresRowDecoding.row { columns in
                let id: Int64 = try columns.next()
                let exerciseID: Int64 = try columns.next()
                let name: String = try columns.next()
                let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "kind")
                let position: Int = try columns.next()
                let group: Int? = try columns.next()
                let notes: String = try columns.next()
                let rest: Int? = try columns.next()
                let targetSets: Int? = try columns.next()
                let low: Int? = try columns.next()
                let high: Int? = try columns.next()
                let reason: String? = try columns.next()
                let equipment = Equipment(rawValue: try columns.next(String.self)) ?? .none
                return WorkoutExercise(
                    id: id, exerciseID: exerciseID, exerciseName: name, kind: kind, position: position, supersetGroup: group, notes: notes,
                    restSeconds: rest, targetSets: targetSets, targetReps: low.flatMap { RepRange($0, high ?? $0) }, sets: setsByEntry[id] ?? [],
                    suggestionReason: reason, equipment: equipment)
            })
        var columns = PostgresColumns(head)
        let id: Int64 = try columns.next()
        let name: String = try columns.next()
        let notes: String = try columns.next()
        let source: WorkoutSource = try PostgresRowDecoding.value(columns.next(), "source")
        let date = try columns.next(PostgresDay.self).day
        let startedAt: Date = try columns.next()
        let endedAt: Date? = try columns.next()
        let templateID: Int64? = try columns.next()
        let splitID: Int64? = try columns.next()
        let splitDayIndex: Int? = try columns.next()
        let restStart: Date? = try columns.next()
        let restEnd: Date? = try columns.next()
        return Workout(
            id: id, name: name, notes: notes, source: source, date: date, startedAt: startedAt, endedAt: endedAt, templateID: templateID,
            splitID: splitID, splitDayIndex: splitDayIndex, exercises: exercises,
            rest: restStart.flatMap { start in restEnd.map { RestTimer(startedAt: start, endsAt: $0) } })
    }

    static func rewriteSessions(ofWorkouts workoutIDs: [Int64], connection: PostgresConnection, logger: Logger) async throws {
        throw DomainError.conflict("The PostgreSQL workout foundation has not landed yet.")
    }

    static func deleteWorkoutRefoldingBests(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Bool {
        throw DomainError.conflict("The PostgreSQL workout foundation has not landed yet.")
    }
}
