import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Reads whole workouts (their exercises, named from the library, and their sets) inside the caller's connection, so an
/// intent answers the workout as its own transaction left it: three indexed queries for any number of workouts.
enum PostgresWorkoutLoading {
    /// The workouts `ids` (of any user: the caller has scoped the ids), in the order of `ids`; a missing id is left out.
    static func workouts(ids: [Int64], connection: PostgresConnection, logger: Logger) async throws -> [Workout] {
        guard !ids.isEmpty else { return [] }
        let rows = try await connection.all(
            """
            SELECT \(unescaped: workoutColumns) FROM workout WHERE id = ANY(\(ids)::bigint[])
            """, logger: logger, PostgresRowDecoding.row(workoutRow))
        guard !rows.isEmpty else { return [] }
        let entries = try await connection.all(
            """
            SELECT \(unescaped: exerciseColumns)
            FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
            WHERE workout_exercise.workout_id = ANY(\(rows.map(\.id))::bigint[])
            ORDER BY workout_exercise.workout_id, workout_exercise.position, workout_exercise.id
            """, logger: logger, PostgresRowDecoding.row(exerciseRow))
        var setsByEntry: [Int64: [WorkoutSet]] = [:]
        if !entries.isEmpty {
            let sets = try await connection.all(
                """
                SELECT workout_set.workout_exercise_id, \(unescaped: setColumns) FROM workout_set
                WHERE workout_set.workout_exercise_id = ANY(\(entries.map(\.id))::bigint[])
                ORDER BY workout_set.workout_exercise_id, workout_set.position, workout_set.id
                """, logger: logger, PostgresRowDecoding.row { columns in (try columns.next(Int64.self), try workoutSet(&columns)) })
            for (entryID, set) in sets { setsByEntry[entryID, default: []].append(set) }
        }
        var entriesByWorkout: [Int64: [WorkoutExercise]] = [:]
        for entry in entries { entriesByWorkout[entry.workoutID, default: []].append(entry.exercise(sets: setsByEntry[entry.id] ?? [])) }
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.workout(exercises: entriesByWorkout[$0.id] ?? [])) })
        return ids.compactMap { byID[$0] }
    }

    /// The user's workout `id`, or nil when there is none (or it is another user's).
    static func workout(id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Workout? {
        let owned = try await connection.first(
            "SELECT id FROM workout WHERE id = \(id) AND user_id = \(userID)", logger: logger) { try $0.decode(Int64.self) }
        guard let owned else { return nil }
        return try await workouts(ids: [owned], connection: connection, logger: logger).first
    }

    /// A workout's columns, for `workoutRow`.
    static let workoutColumns = """
        workout.id, workout.name, workout.notes, workout.source, workout.local_date, workout.started_at, workout.ended_at, \
        workout.template_id, workout.split_id, workout.split_day_index, workout.rest_started_at, workout.rest_ends_at
        """

    /// A workout read without its exercises yet.
    struct WorkoutRow {
        let id: Int64
        let make: ([WorkoutExercise]) -> Workout

        func workout(exercises: [WorkoutExercise]) -> Workout { make(exercises) }
    }

    static func workoutRow(_ columns: inout PostgresColumns) throws -> WorkoutRow {
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
        let rest = restStart.flatMap { start in restEnd.map { RestTimer(startedAt: start, endsAt: $0) } }
        return WorkoutRow(id: id) { exercises in
            Workout(
                id: id, name: name, notes: notes, source: source, date: date, startedAt: startedAt, endedAt: endedAt, templateID: templateID,
                splitID: splitID, splitDayIndex: splitDayIndex, exercises: exercises, rest: rest)
        }
    }

    /// A workout's exercise columns with the library's name, kind and equipment, for `exerciseRow`.
    static let exerciseColumns = """
        workout_exercise.id, workout_exercise.workout_id, workout_exercise.exercise_id, exercise.name, exercise.kind, \
        exercise.equipment, workout_exercise.position, workout_exercise.superset_group, workout_exercise.notes, \
        workout_exercise.rest_seconds, workout_exercise.target_sets, workout_exercise.target_reps_min, \
        workout_exercise.target_reps_max, workout_exercise.suggestion_reason
        """

    /// A workout's exercise read without its sets yet.
    struct ExerciseRow {
        let id: Int64
        let workoutID: Int64
        let make: ([WorkoutSet]) -> WorkoutExercise

        func exercise(sets: [WorkoutSet]) -> WorkoutExercise { make(sets) }
    }

    static func exerciseRow(_ columns: inout PostgresColumns) throws -> ExerciseRow {
        let id: Int64 = try columns.next()
        let workoutID: Int64 = try columns.next()
        let exerciseID: Int64 = try columns.next()
        let name: String = try columns.next()
        let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "kind")
        let equipment = Equipment(rawValue: try columns.next(String.self)) ?? .none
        let position: Int = try columns.next()
        let supersetGroup: Int? = try columns.next()
        let notes: String = try columns.next()
        let restSeconds: Int? = try columns.next()
        let targetSets: Int? = try columns.next()
        let low: Int? = try columns.next()
        let high: Int? = try columns.next()
        let reason: String? = try columns.next()
        return ExerciseRow(id: id, workoutID: workoutID) { sets in
            WorkoutExercise(
                id: id, exerciseID: exerciseID, exerciseName: name, kind: kind, position: position, supersetGroup: supersetGroup,
                notes: notes, restSeconds: restSeconds, targetSets: targetSets, targetReps: low.flatMap { RepRange($0, high ?? $0) },
                sets: sets, suggestionReason: reason, equipment: equipment)
        }
    }

    /// A set's columns, for `workoutSet`: its id and position, its values (`setValuesColumns`), then the rest.
    static let setColumns = """
        workout_set.id, workout_set.position, \(setValuesColumns), \
        workout_set.is_done, workout_set.suggested_weight, workout_set.suggested_weight_unit, workout_set.suggested_reps, \
        workout_set.version
        """

    /// A set's value columns, for `setValues`.
    static let setValuesColumns = """
        workout_set.weight, workout_set.weight_unit, workout_set.reps, workout_set.duration_seconds, workout_set.distance_meters, \
        workout_set.kind, workout_set.rpe, workout_set.note
        """

    static func workoutSet(_ columns: inout PostgresColumns) throws -> WorkoutSet {
        let id: Int64 = try columns.next()
        let position: Int = try columns.next()
        let values = try setValues(&columns)
        let isDone: Bool = try columns.next()
        let suggestedWeight: Double? = try columns.next()
        let suggestedUnit: String? = try columns.next()
        let suggestedReps: Int? = try columns.next()
        let suggestion = suggestedReps.map { reps in
            SetSuggestion(weight: suggestedWeight.map { Weight($0, WeightUnit(rawValue: suggestedUnit ?? "") ?? .kilograms) }, reps: reps)
        }
        return WorkoutSet(id: id, position: position, values: values, isDone: isDone, suggestion: suggestion, version: try columns.next())
    }

    /// A set's values from `weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe, note`.
    static func setValues(_ columns: inout PostgresColumns) throws -> SetValues {
        let weight: Double? = try columns.next()
        let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "weight_unit")
        let reps: Int? = try columns.next()
        let duration: Int? = try columns.next()
        let distance: Double? = try columns.next()
        let kind: SetKind = try PostgresRowDecoding.value(columns.next(), "kind")
        return SetValues(
            weight: weight.map { Weight($0, unit) }, reps: reps, durationSeconds: duration, distanceMeters: distance, kind: kind,
            rpe: try columns.next(), note: try columns.next())
    }
}
