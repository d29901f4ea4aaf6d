import Foundation
import GRDB
import RepbookCore

/// The hot path of logging: adding and changing a set, each one intent in one write transaction that reads only the
/// rows it needs (the workout's row, the set, and, when a set becomes done, the outline around it by index seeks) and
/// calls Core's rules (`SetEditRule`, `WorkoutFlow`) inside it.
extension SQLiteStore {
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await writeOnce(claim, userID: userID, now: now) { db in
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
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, settings: UserSettings, userID: Int64, now: Date,
        once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await writeOnce(claim, userID: userID, now: now) { db in
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
            if let sent = input.version, sent < current.version { throw StaleSetVersion(current: current, sentVersion: sent) }
            let (values, isDone) = try SetEditRule.edited(
                current.values, wasDone: current.isDone, kind: try RowDecoding.enumValue(row, "exercise_kind"), input: input,
                unit: settings.weightUnit)
            try db.execute(
                cached: """
                    UPDATE workout_set SET weight = ?, weight_unit = ?, reps = ?, duration_seconds = ?, distance_meters = ?, kind = ?,
                                           rpe = ?, note = ?, is_done = ?, version = version + 1
                    WHERE id = ?
                    """,
                arguments: [
                    values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps, values.durationSeconds,
                    values.distanceMeters, values.kind.rawValue, values.rpe, values.note, isDone, setID,
                ])
            let set = WorkoutSet(
                id: setID, position: current.position, values: values, isDone: isDone, suggestion: current.suggestion,
                version: current.version + 1)
            return try Self.completeChange(
                of: set, becameDone: isDone && !current.isDone, workoutID: workoutID, settings: settings, now: now, db: db)
        }
    }

    /// The change's answer; when the set became done, the flow's step over the workout's outline and its rest, written.
    private static func completeChange(
        of set: WorkoutSet, becameDone: Bool, workoutID: Int64, settings: UserSettings, now: Date, db: Database
    ) throws -> SetChange {
        guard becameDone else { return SetChange(workoutID: workoutID, set: set, step: nil, rest: nil) }
        let flow = WorkoutFlow.afterDone(
            setID: set.id, in: try outline(around: set, of: workoutID, db: db), defaultRestSeconds: settings.defaultRestSeconds)
        let step = SetKindRest.step(flow, after: set.values.kind, settings: settings)
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

    /// What `WorkoutFlow` needs to know after `set` became done, read by seeks that do not grow with the workout's done
    /// sets: every exercise with its first open set (index `workout_set_open`); for the set's own exercise, its first
    /// open set, the set itself and the next open set after it; and the whole marks of a superset group it is in.
    static func outline(around set: WorkoutSet, of workoutID: Int64, db: Database) throws -> WorkoutOutline {
        let rows = try Row.fetchAll(
            db,
            cached: """
                SELECT workout_exercise.id, workout_exercise.position, workout_exercise.superset_group, workout_exercise.rest_seconds,
                       (SELECT open.id FROM workout_set AS open WHERE open.workout_exercise_id = workout_exercise.id AND open.is_done = 0
                        ORDER BY open.position LIMIT 1) AS first_open,
                       (SELECT open.position FROM workout_set AS open WHERE open.workout_exercise_id = workout_exercise.id AND open.is_done = 0
                        ORDER BY open.position LIMIT 1) AS first_open_position,
                       EXISTS (SELECT 1 FROM workout_set AS own WHERE own.id = ? AND own.workout_exercise_id = workout_exercise.id) AS holds_set
                FROM workout_exercise WHERE workout_exercise.workout_id = ?
                ORDER BY workout_exercise.position, workout_exercise.id
                """,
            arguments: [set.id, workoutID])
        let own = rows.first { $0["holds_set"] as Bool }
        let group: Int? = own?["superset_group"]
        let grouped = group.map { number in rows.filter { ($0["superset_group"] as Int?) == number }.count > 1 } ?? false
        return WorkoutOutline(exercises: try rows.map { row in
            let id: Int64 = row["id"]
            let sets: [WorkoutOutline.SetMark]
            if grouped, (row["superset_group"] as Int?) == group {
                sets = try allMarks(of: id, db: db)
            } else if row["holds_set"] as Bool {
                sets = try marksAround(set, firstOpen: row["first_open"], firstOpenPosition: row["first_open_position"], entry: id, db: db)
            } else {
                sets = (row["first_open"] as Int64?).map { [WorkoutOutline.SetMark(id: $0, isDone: false)] } ?? []
            }
            return WorkoutOutline.Exercise(
                id: id, position: row["position"], supersetGroup: row["superset_group"], restSeconds: row["rest_seconds"], sets: sets)
        })
    }

    /// The set's exercise as the flow sees it: its first open set when that comes before the set, the set, and the next
    /// open set after it.
    private static func marksAround(
        _ set: WorkoutSet, firstOpen: Int64?, firstOpenPosition: Int?, entry: Int64, db: Database
    ) throws -> [WorkoutOutline.SetMark] {
        var marks: [WorkoutOutline.SetMark] = []
        if let firstOpen, let firstOpenPosition, firstOpenPosition < set.position { marks.append(.init(id: firstOpen, isDone: false)) }
        marks.append(.init(id: set.id, isDone: set.isDone))
        let next = try Int64.fetchOne(
            db, cached: "SELECT id FROM workout_set WHERE workout_exercise_id = ? AND is_done = 0 AND position > ? ORDER BY position LIMIT 1",
            arguments: [entry, set.position])
        if let next { marks.append(.init(id: next, isDone: false)) }
        return marks
    }

    /// Every set's done mark of one exercise, in order (for a superset group, whose rounds go by set number).
    private static func allMarks(of entry: Int64, db: Database) throws -> [WorkoutOutline.SetMark] {
        try Row.fetchAll(
            db, cached: "SELECT id, is_done FROM workout_set WHERE workout_exercise_id = ? ORDER BY position, id", arguments: [entry]
        ).map { WorkoutOutline.SetMark(id: $0[0], isDone: $0[1]) }
    }
}
