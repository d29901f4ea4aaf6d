import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The hot path of logging: adding and changing a set, each one intent in one transaction that locks the workout's row,
/// reads only the rows it needs (the set, and, when a set becomes done, the outline around it by index seeks) and calls
/// Core's rules (`SetEditRule`, `WorkoutFlow`) inside it.
extension PostgresStore {
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            // The lock on the workout keeps two adds from taking the same next position.
            let workoutID = try await PostgresLiveWorkout.openWorkoutID(workout, userID: userID, connection: connection, logger: logger)
            try await PostgresLiveWorkout.requireRoom(in: workoutID, exercises: 0, sets: 1, connection: connection, logger: logger)
            guard let (exerciseID, kindName, lastPosition) = try await connection.first(
                """
                SELECT workout_exercise.exercise_id, exercise.kind,
                       (SELECT max(position) FROM workout_set WHERE workout_exercise_id = workout_exercise.id)
                FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                WHERE workout_exercise.id = \(workoutExerciseID) AND workout_exercise.workout_id = \(workoutID)
                """, logger: logger, { try $0.decode((Int64, String, Int?).self) })
            else { throw DomainError.notFound("No exercise \(workoutExerciseID) in this workout.") }
            let kind: ExerciseKind = try PostgresRowDecoding.value(kindName, "kind")
            let previous: SetValues?
            if let lastPosition {
                previous = try await connection.first(
                    """
                    SELECT \(unescaped: PostgresWorkoutLoading.setValuesColumns) FROM workout_set
                    WHERE workout_exercise_id = \(workoutExerciseID) AND position = \(lastPosition)
                    """, logger: logger, PostgresRowDecoding.row(PostgresWorkoutLoading.setValues))
            } else {
                previous = try await PostgresLiveWorkout.lastPerformance(
                    of: exerciseID, userID: userID, excluding: workoutID, connection: connection, logger: logger)?.first
            }
            let (values, isDone) = try SetEditRule.edited(
                SetValues.prefill(from: previous), wasDone: false, kind: kind, input: input, unit: settings.weightUnit)
            let position = (lastPosition ?? -1) + 1
            let id = try await PostgresLiveWorkout.insertSet(
                values, isDone: isDone, workoutExerciseID: workoutExerciseID, position: position, now: now, connection: connection,
                logger: logger)
            let set = WorkoutSet(id: id, position: position, values: values, isDone: isDone)
            return try await Self.completeChange(
                of: set, becameDone: isDone, workoutID: workoutID, settings: settings, now: now, connection: connection, logger: logger)
        }
    }

    public func changeSet(
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            // The lock on the workout keeps two changes sent against one version from both passing the check below.
            let workoutID = try await PostgresLiveWorkout.openWorkoutID(workout, userID: userID, connection: connection, logger: logger)
            guard let (current, kindName) = try await connection.first(
                """
                SELECT \(unescaped: PostgresWorkoutLoading.setColumns), exercise.kind
                FROM workout_set
                JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                JOIN exercise ON exercise.id = workout_exercise.exercise_id
                WHERE workout_set.id = \(setID) AND workout_exercise.workout_id = \(workoutID)
                """, logger: logger,
                PostgresRowDecoding.row { columns in (try PostgresWorkoutLoading.workoutSet(&columns), try columns.next(String.self)) })
            else { throw DomainError.notFound("No set \(setID) in this workout.") }
            if let sent = input.version, sent < current.version { throw StaleSetVersion(current: current, sentVersion: sent) }
            let (values, isDone) = try SetEditRule.edited(
                current.values, wasDone: current.isDone, kind: try PostgresRowDecoding.value(kindName, "kind"), input: input,
                unit: settings.weightUnit)
            try await connection.run(
                """
                UPDATE workout_set SET weight = \(values.weight?.value), weight_unit = \((values.weight?.unit ?? .kilograms).rawValue),
                    reps = \(values.reps), duration_seconds = \(values.durationSeconds), distance_meters = \(values.distanceMeters),
                    kind = \(values.kind.rawValue), rpe = \(values.rpe), note = \(values.note), is_done = \(isDone), version = version + 1
                WHERE id = \(setID)
                """, logger: logger)
            let set = WorkoutSet(
                id: setID, position: current.position, values: values, isDone: isDone, suggestion: current.suggestion,
                version: current.version + 1)
            return try await Self.completeChange(
                of: set, becameDone: isDone && !current.isDone, workoutID: workoutID, settings: settings, now: now, connection: connection,
                logger: logger)
        }
    }

    /// The change's answer; when the set became done, the flow's step over the workout's outline and its rest, written
    /// (the timer answered is the one stored, to the millisecond).
    private static func completeChange(
        of set: WorkoutSet, becameDone: Bool, workoutID: Int64, settings: UserSettings, now: Date, connection: PostgresConnection,
        logger: Logger
    ) async throws -> SetChange {
        guard becameDone else { return SetChange(workoutID: workoutID, set: set, step: nil, rest: nil) }
        let outline = try await PostgresWorkoutOutline.outline(around: set, of: workoutID, connection: connection, logger: logger)
        let flow = WorkoutFlow.afterDone(setID: set.id, in: outline, defaultRestSeconds: settings.defaultRestSeconds)
        let step = SetKindRest.step(flow, after: set.values.kind, settings: settings)
        var rest: RestTimer?
        if let timer = step.restTimer(startingAt: now) {
            rest = try await PostgresLiveWorkout.writeRest(timer, workoutID: workoutID, connection: connection, logger: logger)
        }
        return SetChange(workoutID: workoutID, set: set, step: step, rest: rest)
    }
}
