import Foundation
import GRDB
import RepbookCore

/// The hot path of logging: adding and changing a set, each one intent in one write transaction that reads only the
/// rows it needs (the workout's row, the set, and, when a set becomes done, the workout's outline from an index) and
/// calls Core's rules (`SetEditRule`, `WorkoutFlow`) inside it.
extension SQLiteStore {
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date
    ) async throws -> SetChange {
        try await writer.write { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            try Self.requireRoom(in: workoutID, exercises: 0, sets: 1, db: db)
            guard let entry = try Row.fetchOne(
                db,
                cached: """
                    SELECT workout_exercise.exercise_id, exercise.kind,
                           (SELECT max(position) FROM workout_set WHERE workout_exercise_id = workout_exercise.id) AS last_position
                    FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    WHERE workout_exercise.id = ? AND workout_exercise.workout_id = ?
                    """,
                arguments: [workoutExerciseID, workoutID])
            else { throw DomainError.notFound("No exercise \(workoutExerciseID) in this workout.") }
            let kind: ExerciseKind = try RowDecoding.enumValue(entry, "kind")
            let lastPosition: Int? = entry["last_position"]
            let previous: SetValues?
            if let lastPosition {
                previous = try Row.fetchOne(
                    db, cached: "SELECT * FROM workout_set WHERE workout_exercise_id = ? AND position = ?",
                    arguments: [workoutExerciseID, lastPosition]
                ).map(RowDecoding.setValues)
            } else {
                let exerciseID: Int64 = entry["exercise_id"]
                previous = try Self.lastPerformances(userID: userID, exerciseIDs: [exerciseID], excluding: workoutID, db: db)[exerciseID]?.first
            }
            let (values, isDone) = try SetEditRule.edited(
                SetValues.prefill(from: previous), wasDone: false, kind: kind, input: input, unit: settings.weightUnit)
            let position = (lastPosition ?? -1) + 1
            try Self.insertSet(values, isDone: isDone, workoutExerciseID: workoutExerciseID, position: position, now: now, db: db)
            let set = WorkoutSet(id: db.lastInsertedRowID, position: position, values: values, isDone: isDone)
            return try Self.completeChange(of: set, becameDone: isDone, workoutID: workoutID, settings: settings, now: now, db: db)
        }
    }

    public func changeSet(
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date
    ) async throws -> SetChange {
        try await writer.write { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            guard let row = try Row.fetchOne(
                db,
                cached: """
                    SELECT workout_set.*, exercise.kind AS exercise_kind
                    FROM workout_set
                    JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                    JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    WHERE workout_set.id = ? AND workout_exercise.workout_id = ?
                    """,
                arguments: [setID, workoutID])
            else { throw DomainError.notFound("No set \(setID) in this workout.") }
            let current = try RowDecoding.workoutSet(row)
            let (values, isDone) = try SetEditRule.edited(
                current.values, wasDone: current.isDone, kind: try RowDecoding.enumValue(row, "exercise_kind"), input: input,
                unit: settings.weightUnit)
            try db.execute(
                cached: """
                    UPDATE workout_set SET weight = ?, weight_unit = ?, reps = ?, duration_seconds = ?, distance_meters = ?, kind = ?,
                                           rpe = ?, note = ?, is_done = ?
                    WHERE id = ?
                    """,
                arguments: [
                    values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps, values.durationSeconds,
                    values.distanceMeters, values.kind.rawValue, values.rpe, values.note, isDone, setID,
                ])
            let set = WorkoutSet(id: setID, position: current.position, values: values, isDone: isDone)
            return try Self.completeChange(
                of: set, becameDone: isDone && !current.isDone, workoutID: workoutID, settings: settings, now: now, db: db)
        }
    }

    /// The change's answer; when the set became done, the flow's step over the workout's outline and its rest, written.
    private static func completeChange(
        of set: WorkoutSet, becameDone: Bool, workoutID: Int64, settings: UserSettings, now: Date, db: Database
    ) throws -> SetChange {
        guard becameDone else { return SetChange(workoutID: workoutID, set: set, step: nil, rest: nil) }
        let step = WorkoutFlow.afterDone(
            setID: set.id, in: try outline(of: workoutID, db: db), defaultRestSeconds: settings.defaultRestSeconds)
        var rest: RestTimer?
        if let timer = step.restTimer(startingAt: now) {
            let (start, end) = (timer.startedAt.databaseValue, timer.endsAt.databaseValue)
            try db.execute(cached: "UPDATE workout SET rest_started_at = ?, rest_ends_at = ? WHERE id = ?", arguments: [start, end, workoutID])
            rest = storedTimer(start: start, end: end)
        }
        return SetChange(workoutID: workoutID, set: set, step: step, rest: rest)
    }

    /// The id of the workout an intent is for, when it is the user's and in progress; otherwise the error the user sees.
    static func openWorkoutID(_ workout: LiveWorkout, userID: Int64, db: Database) throws -> Int64 {
        switch workout {
        case .id(let id):
            try requireOpenWorkout(id, userID: userID, db: db)
            return id
        case .active:
            guard let id = try Int64.fetchOne(db, cached: "SELECT id FROM workout WHERE user_id = ? AND ended_at IS NULL", arguments: [userID]) else {
                throw DomainError.conflict("No workout is in progress; finished workouts are read-only.")
            }
            return id
        }
    }

    /// The workout's exercises in order with their sets' done marks, from the covering index of `v9-set-outline`.
    static func outline(of workoutID: Int64, db: Database) throws -> WorkoutOutline {
        var exercises: [WorkoutOutline.Exercise] = []
        var current: (id: Int64, position: Int, group: Int?, rest: Int?, sets: [WorkoutOutline.SetMark])?
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: """
                SELECT workout_exercise.id, workout_exercise.position, workout_exercise.superset_group, workout_exercise.rest_seconds,
                       workout_set.id AS set_id, workout_set.is_done
                FROM workout_exercise LEFT JOIN workout_set ON workout_set.workout_exercise_id = workout_exercise.id
                WHERE workout_exercise.workout_id = ?
                ORDER BY workout_exercise.position, workout_exercise.id, workout_set.position, workout_set.id
                """),
            arguments: [workoutID])
        func close() {
            if let done = current {
                exercises.append(WorkoutOutline.Exercise(id: done.id, position: done.position, supersetGroup: done.group, restSeconds: done.rest, sets: done.sets))
            }
        }
        while let row = try rows.next() {
            let id: Int64 = row[0]
            if current?.id != id {
                close()
                current = (id, row[1], row[2], row[3], [])
            }
            if let setID: Int64 = row[4] { current?.sets.append(WorkoutOutline.SetMark(id: setID, isDone: row[5])) }
        }
        close()
        return WorkoutOutline(exercises: exercises)
    }
}
