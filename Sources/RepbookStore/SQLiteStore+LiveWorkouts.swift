import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func activeWorkout(userID: Int64) async throws -> Workout? {
        try await writer.read { db in
            try Self.fetchWorkouts(sql: "user_id = ? AND ended_at IS NULL", arguments: [userID], db: db).first
        }
    }

    public func activeWorkoutID(userID: Int64) async throws -> Int64? {
        try await writer.read { db in
            try Int64.fetchOne(db, cached: "SELECT id FROM workout WHERE user_id = ? AND ended_at IS NULL", arguments: [userID])
        }
    }

    public func workout(id: Int64, userID: Int64) async throws -> Workout? {
        try await writer.read { db in
            try Self.fetchWorkouts(sql: "id = ? AND user_id = ?", arguments: [id, userID], db: db).first
        }
    }

    public func deleteSet(workoutID: Int64, userID: Int64, setID: Int64, now: Date, once claim: OnceClaim<Int64>?) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            try Self.requireOpenWorkout(workoutID, userID: userID, db: db)
            try db.execute(
                sql: "DELETE FROM workout_set WHERE id = ? AND workout_exercise_id IN (SELECT id FROM workout_exercise WHERE workout_id = ?)",
                arguments: [setID, workoutID])
            guard db.changesCount > 0 else { throw DomainError.notFound("No set \(setID) in this workout.") }
            return setID
        }
    }

    /// A rest timer as it reads back from its two columns.
    static func storedTimer(start: DatabaseValue, end: DatabaseValue) -> RestTimer? {
        guard let start = Date.fromDatabaseValue(start), let end = Date.fromDatabaseValue(end) else { return nil }
        return RestTimer(startedAt: start, endsAt: end)
    }

    public func deleteWorkout(
        workoutID: Int64, userID: Int64, onlyActive: Bool, now: Date, once claim: OnceClaim<Int64>?
    ) async throws -> Once<Int64> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            if onlyActive { try Self.requireOpenWorkout(workoutID, userID: userID, db: db) }
            guard try ExerciseSessionWriting.deleteWorkout(workoutID, userID: userID, db: db) else {
                throw DomainError.notFound("No workout with id \(workoutID).")
            }
            return workoutID
        }
    }

    public func completedWorkouts(userID: Int64, limit: Int, before cursor: Int64?) async throws -> [Workout] {
        try await writer.read { db in
            // The cursor is the last workout of the page before; a workout not the user's (or gone) ends the list.
            try Self.fetchWorkouts(
                sql: """
                    user_id = ? AND ended_at IS NOT NULL
                    AND (? IS NULL OR (started_at, id) < (SELECT started_at, id FROM workout WHERE id = ? AND user_id = ?))
                    """,
                arguments: [userID, cursor, cursor, userID], order: "started_at DESC, id DESC", limit: (limit, 0), db: db)
        }
    }

    public func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?) async throws -> [Int64: [SetValues]] {
        guard !exerciseIDs.isEmpty else { return [:] }
        return try await writer.read { db in try Self.lastPerformances(userID: userID, exerciseIDs: exerciseIDs, excluding: workoutID, db: db) }
    }

    /// For each exercise, the done sets of the last finished workout (other than `workoutID`) that contains it.
    static func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?, db: Database) throws -> [Int64: [SetValues]] {
        try recentPerformances(userID: userID, exerciseIDs: exerciseIDs, sessions: 1, excluding: workoutID, db: db)
            .compactMapValues(\.first)
    }

    public func recentPerformances(
        userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?
    ) async throws -> [Int64: [[SetValues]]] {
        guard !exerciseIDs.isEmpty, sessions > 0 else { return [:] }
        return try await writer.read { db in
            try Self.recentPerformances(userID: userID, exerciseIDs: exerciseIDs, sessions: sessions, excluding: workoutID, db: db)
        }
    }

    /// For each exercise, the done sets of each of the last `sessions` finished workouts (other than `workoutID`) that
    /// contain it, newest first: the read behind last time's numbers and the progression rules. Its cost does not grow
    /// with the history: per exercise, one walk of `workout_exercise_by_exercise_start` newest first that stops after
    /// `sessions` finished entries with a done set, then one seek of each entry's sets.
    static func recentPerformances(
        userID: Int64, exerciseIDs: [Int64], sessions: Int, excluding workoutID: Int64?, db: Database
    ) throws -> [Int64: [[SetValues]]] {
        let latest = try db.cachedStatement(sql: """
            SELECT workout_exercise.id FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
            WHERE workout_exercise.exercise_id = ? AND workout.user_id = ? AND workout.ended_at IS NOT NULL AND workout.id IS NOT ?
              AND EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id AND is_done = 1)
            ORDER BY workout_exercise.workout_started_at DESC, workout_exercise.workout_id DESC, workout_exercise.position
            LIMIT ?
            """)
        let sets = try db.cachedStatement(sql: "SELECT * FROM workout_set WHERE workout_exercise_id = ? AND is_done = 1 ORDER BY position")
        var result: [Int64: [[SetValues]]] = [:]
        for exerciseID in Set(exerciseIDs) {
            let entries = try Int64.fetchAll(latest, arguments: [exerciseID, userID, workoutID, sessions])
            guard !entries.isEmpty else { continue }
            result[exerciseID] = try entries.map { try Row.fetchAll(sets, arguments: [$0]).map(RowDecoding.setValues) }
        }
        return result
    }

    /// Refuses a change that would take a workout past `WorkoutLimits`: two counts over indexes.
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, db: Database) throws {
        guard let row = try Row.fetchOne(
            db,
            cached: """
                SELECT (SELECT count(*) FROM workout_exercise WHERE workout_id = ?),
                       (SELECT count(*) FROM workout_set JOIN workout_exercise ON workout_exercise.id = workout_set.workout_exercise_id
                        WHERE workout_exercise.workout_id = ?)
                """,
            arguments: [workoutID, workoutID])
        else { return }
        let (exerciseCount, setCount): (Int, Int) = (row[0], row[1])
        if exercises > 0, exerciseCount + exercises > WorkoutLimits.maximumExercises { throw WorkoutLimits.tooManyExercises }
        if sets > 0, setCount + sets > WorkoutLimits.maximumSets { throw WorkoutLimits.tooManySets }
    }

    static func requireOpenWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws {
        guard let row = try Row.fetchOne(db, cached: "SELECT ended_at FROM workout WHERE id = ? AND user_id = ?", arguments: [workoutID, userID]) else {
            throw DomainError.notFound("No workout with id \(workoutID).")
        }
        let endedAt: Date? = row["ended_at"]
        guard endedAt == nil else { throw DomainError.conflict("This workout is finished; finished workouts are read-only.") }
    }

    static func insertWorkoutExercise(_ exercise: PlannedExercise, workoutID: Int64, userID: Int64, now: Date, db: Database) throws -> Int64 {
        try requireOwnExercise(exercise.exerciseID, userID: userID, db: db)
        try db.execute(
            sql: """
                INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                              target_reps_min, target_reps_max, workout_started_at, workout_local_date, suggestion_reason)
                SELECT id, ?, (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id), ?, ?, ?, ?, ?, ?,
                       started_at, local_date, ?
                FROM workout WHERE id = ?
                """,
            arguments: [
                exercise.exerciseID, exercise.supersetGroup, exercise.notes, exercise.restSeconds, exercise.targetSets,
                exercise.targetReps?.lower, exercise.targetReps?.upper, exercise.suggestion?.reason, workoutID,
            ])
        let id = db.lastInsertedRowID
        let suggested = exercise.suggestion?.sets ?? []
        for (position, values) in exercise.sets.enumerated() {
            try insertSet(
                values, isDone: false, workoutExerciseID: id, position: position, now: now,
                suggestion: suggested.indices.contains(position) ? suggested[position] : nil, db: db)
        }
        return id
    }

    static func insertSet(
        _ values: SetValues, isDone: Bool, workoutExerciseID: Int64, position: Int, now: Date, suggestion: SetSuggestion? = nil,
        db: Database
    ) throws {
        try db.cachedStatement(sql: """
            INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind,
                                     rpe, note, is_done, created_at, suggested_weight, suggested_weight_unit, suggested_reps)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
            workoutExerciseID, position, values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps,
            values.durationSeconds, values.distanceMeters, values.kind.rawValue, values.rpe, values.note, isDone, now,
            suggestion?.weight?.value, suggestion?.weight?.unit.rawValue, suggestion?.reps,
        ])
    }

    /// Workouts matching `condition`, each with its exercises and sets, in three queries whatever their number.
    static func fetchWorkouts(
        sql condition: String, arguments: StatementArguments, order: String = "started_at DESC, id DESC",
        limit: (Int, Int)? = nil, db: Database
    ) throws -> [Workout] {
        // Paging goes in as arguments, so each query shape is one cached statement whatever the page.
        let paging = limit == nil ? "" : " LIMIT ? OFFSET ?"
        let pageArguments: StatementArguments = limit.map { [$0.0, $0.1] } ?? []
        let rows = try Row.fetchAll(
            db, cached: "SELECT * FROM workout WHERE \(condition) ORDER BY \(order)\(paging)", arguments: arguments + pageArguments)
        guard !rows.isEmpty else { return [] }
        let workoutIDs: [Int64] = rows.map { $0["id"] }
        let exerciseRows = try Row.fetchAll(
            db,
            cached: """
                SELECT workout_exercise.*, exercise.name AS exercise_name, exercise.kind AS exercise_kind,
                       exercise.equipment AS exercise_equipment
                FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                WHERE workout_exercise.workout_id IN (\(databaseQuestionMarks(count: workoutIDs.count)))
                ORDER BY workout_exercise.workout_id, workout_exercise.position, workout_exercise.id
                """,
            arguments: StatementArguments(workoutIDs))
        let exerciseIDs: [Int64] = exerciseRows.map { $0["id"] }
        var setsByExercise: [Int64: [WorkoutSet]] = [:]
        if !exerciseIDs.isEmpty {
            let sets = try Row.decodeAll(
                db,
                sql: """
                    SELECT * FROM workout_set WHERE workout_exercise_id IN (\(databaseQuestionMarks(count: exerciseIDs.count)))
                    ORDER BY workout_exercise_id, position, id
                    """,
                arguments: StatementArguments(exerciseIDs), cached: true
            ) { row -> (Int64, WorkoutSet) in (row["workout_exercise_id"], try RowDecoding.workoutSet(row)) }
            for (exerciseID, set) in sets { setsByExercise[exerciseID, default: []].append(set) }
        }
        var exercisesByWorkout: [Int64: [WorkoutExercise]] = [:]
        for row in exerciseRows {
            let id: Int64 = row["id"]
            exercisesByWorkout[row["workout_id"], default: []].append(try RowDecoding.workoutExercise(row, sets: setsByExercise[id] ?? []))
        }
        return try rows.map { try RowDecoding.workout($0, exercises: exercisesByWorkout[$0["id"]] ?? []) }
    }
}
