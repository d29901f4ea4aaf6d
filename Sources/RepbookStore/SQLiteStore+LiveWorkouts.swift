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

    /// For each exercise, the done sets of the last finished workout (other than `workoutID`) that contains it.
    static func lastPerformances(userID: Int64, exerciseIDs: [Int64], excluding workoutID: Int64?, db: Database) throws -> [Int64: [SetValues]] {
        try RecentPerformances.read(userID: userID, exerciseIDs: exerciseIDs, sessions: 1, excluding: workoutID, GRDBConnection(db: db))
            .compactMapValues(\.first)
    }

    /// The id of the workout an intent is for, when it is the user's and in progress (`LiveWorkoutChecks`).
    static func openWorkoutID(_ workout: LiveWorkout, userID: Int64, db: Database) throws -> Int64 {
        try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, GRDBConnection(db: db))
    }

    /// Refuses a change that would take a workout past `WorkoutLimits` (`LiveWorkoutChecks`).
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, db: Database) throws {
        try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: exercises, sets: sets, GRDBConnection(db: db))
    }

    /// Refuses a workout that is missing, not the user's, or finished (`LiveWorkoutChecks`).
    static func requireOpenWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws {
        try LiveWorkoutChecks.requireOpenWorkout(workoutID, userID: userID, GRDBConnection(db: db))
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
        try TrainingRows.insertSet(
            values, isDone: isDone, workoutExerciseID: workoutExerciseID, position: position, now: now, suggestion: suggestion,
            GRDBConnection(db: db))
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
