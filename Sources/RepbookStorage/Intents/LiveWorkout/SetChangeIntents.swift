import Foundation
import RepbookCore

/// The hot path of logging: adding and changing a set, each one intent in one write transaction that checks the
/// workout (locking its row on PostgreSQL), reads only the rows it needs (the set with the check, `SetInOpenWorkout`;
/// the new set's place after it, `NewSetPlace`; when a set becomes done, the outline around it by index seeks) and calls
/// Core's rules (`SetEditRule`, `WorkoutFlow`) inside it.
extension SQLStore {
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            let place = try NewSetPlace.read(entry: workoutExerciseID, workoutID: workoutID, connection)
            let kind: ExerciseKind = try place.choice("exercise_kind")
            let lastPosition: Int? = try place["last_position"]
            let prefill: SetValues
            if lastPosition != nil {
                prefill = .prefill(from: try TrainingRows.setValues(place))
            } else {
                let exerciseID: Int64 = try place["exercise_id"]
                prefill = .prefill(lastSession: try RecentPerformances.read(
                    userID: userID, exerciseIDs: [exerciseID], sessions: 1, excluding: workoutID, connection)[exerciseID]?.first)
            }
            let (values, isDone) = try SetEditRule.edited(prefill, wasDone: false, kind: kind, input: input, unit: settings.weightUnit)
            let position = (lastPosition ?? -1) + 1
            let id = try TrainingRows.insertSet(
                values, isDone: isDone, workoutExerciseID: workoutExerciseID, position: position, now: now, connection)
            let set = WorkoutSet(id: id, position: position, values: values, isDone: isDone)
            return try SetChangeCompletion.complete(
                set, becameDone: isDone, workoutID: workoutID, settings: settings, now: now, connection)
        }
    }

    public func changeSet(
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let (workoutID, row) = try SetInOpenWorkout.read(setID, in: workout, userID: userID, connection)
            let current = try TrainingRows.workoutSet(row)
            if let sent = input.version, sent < current.version { throw StaleSetVersion(current: current, sentVersion: sent) }
            let (values, isDone) = try SetEditRule.edited(
                current.values, wasDone: current.isDone, kind: try row.choice("exercise_kind"), input: input, unit: settings.weightUnit)
            try connection.execute(SetChangeStatements.updateSet, [
                values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps, values.durationSeconds,
                values.distanceMeters, values.kind.rawValue, values.rpe, values.note, isDone, setID,
            ])
            let set = WorkoutSet(
                id: setID, position: current.position, values: values, isDone: isDone, suggestion: current.suggestion,
                version: current.version + 1)
            return try SetChangeCompletion.complete(
                set, becameDone: isDone && !current.isDone, workoutID: workoutID, settings: settings, now: now, connection)
        }
    }
}

/// The end of a set change: the answer, and when the set became done, the flow's step over the workout's outline and
/// its rest, written (the timer answered is the one stored, to the millisecond).
enum SetChangeCompletion {
    static func complete(
        _ set: WorkoutSet, becameDone: Bool, workoutID: Int64, settings: UserSettings, now: Date, _ connection: any SQLConnection
    ) throws -> SetChange {
        guard becameDone else { return SetChange(workoutID: workoutID, set: set, step: nil, rest: nil) }
        let flow = WorkoutFlow.afterDone(
            setID: set.id, in: try WorkoutOutlineRead.outline(around: set, of: workoutID, connection),
            defaultRestSeconds: settings.defaultRestSeconds)
        let step = SetKindRest.step(flow, after: set.values.kind, settings: settings)
        let rest = try step.restTimer(startingAt: now).flatMap { try RestTimerRow.write($0, workoutID: workoutID, connection) }
        return SetChange(workoutID: workoutID, set: set, step: step, rest: rest)
    }
}

/// The statements of the set changes.
enum SetChangeStatements {
    static let setInWorkout: SQL = """
        SELECT workout_set.*, exercise.kind AS exercise_kind
        FROM workout_set
        JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
        JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout_set.id = ? AND workout_exercise.workout_id = ?
        """
    static let updateSet: SQL = """
        UPDATE workout_set SET weight = ?, weight_unit = ?, reps = ?, duration_seconds = ?, distance_meters = ?, kind = ?,
                               rpe = ?, note = ?, is_done = ?, version = version + 1
        WHERE id = ?
        """
}
