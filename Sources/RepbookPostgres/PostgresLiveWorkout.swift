import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The reads and writes the live workout's intents share, inside the intent's transaction. Where SQLite's single writer
/// kept one workout's intents in order, every intent here that changes a workout in progress first locks its row in
/// `workout` (`FOR NO KEY UPDATE`, when it checks that the workout is the user's and open): two servers never both read
/// the last position of an exercise or set and write the same next one, never both pass a set's version check, never
/// both find room under `WorkoutLimits`, and a change waiting on a finish sees the workout finished.
enum PostgresLiveWorkout {
    /// The id of the workout an intent is for, locked, when it is the user's and in progress; otherwise the error the
    /// user sees.
    static func openWorkoutID(_ workout: LiveWorkout, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        switch workout {
        case .id(let id):
            try await requireOpenWorkout(id, userID: userID, connection: connection, logger: logger)
            return id
        case .active:
            // Waiting on a finish re-reads the row: a workout finished meanwhile is not in progress (index
            // `workout_one_active_per_user`).
            guard let id = try await connection.first(
                "SELECT id FROM workout WHERE user_id = \(userID) AND ended_at IS NULL FOR NO KEY UPDATE", logger: logger,
                { try $0.decode(Int64.self) })
            else { throw DomainError.conflict("No workout is in progress; finished workouts are read-only.") }
            return id
        }
    }

    /// Locks the user's workout `workoutID` and refuses it when it is missing or finished.
    static func requireOpenWorkout(_ workoutID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        guard let endedAt = try await connection.first(PostgresHotStatements.LockWorkout(workoutID: workoutID, userID: userID), logger: logger)
        else { throw DomainError.notFound("No workout with id \(workoutID).") }
        guard endedAt == nil else { throw DomainError.conflict("This workout is finished; finished workouts are read-only.") }
    }

    /// Refuses a change that would take a workout past `WorkoutLimits`: two counts over indexes.
    static func requireRoom(in workoutID: Int64, exercises: Int, sets: Int, connection: PostgresConnection, logger: Logger) async throws {
        guard let (exerciseCount, setCount) = try await connection.first(PostgresHotStatements.WorkoutSize(workoutID: workoutID), logger: logger)
        else { return }
        if exercises > 0, exerciseCount + exercises > WorkoutLimits.maximumExercises { throw WorkoutLimits.tooManyExercises }
        if sets > 0, setCount + sets > WorkoutLimits.maximumSets { throw WorkoutLimits.tooManySets }
    }

    /// Refuses, as not found, an exercise that is not the user's.
    static func requireOwnExercise(_ exerciseID: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws {
        guard try await connection.count("SELECT 1 FROM exercise WHERE id = \(exerciseID) AND user_id = \(userID)", logger: logger) > 0 else {
            throw DomainError.notFound("No exercise with id \(exerciseID).")
        }
    }

    /// Appends one of the user's exercises to the workout (after its last) with its first sets; answers the entry's id.
    static func insertWorkoutExercise(
        _ exercise: PlannedExercise, workoutID: Int64, userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        try await requireOwnExercise(exercise.exerciseID, userID: userID, connection: connection, logger: logger)
        guard let id = try await connection.first(
            """
            INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                          target_reps_min, target_reps_max, workout_started_at, workout_local_date, suggestion_reason)
            SELECT id, \(exercise.exerciseID),
                   (SELECT coalesce(max(position) + 1, 0) FROM workout_exercise WHERE workout_id = workout.id),
                   \(exercise.supersetGroup), \(exercise.notes), \(exercise.restSeconds), \(exercise.targetSets),
                   \(exercise.targetReps?.lower), \(exercise.targetReps?.upper), started_at, local_date, \(exercise.suggestion?.reason)
            FROM workout WHERE id = \(workoutID)
            RETURNING id
            """, logger: logger, { try $0.decode(Int64.self) })
        else { throw DomainError.notFound("No workout with id \(workoutID).") }
        let suggested = exercise.suggestion?.sets ?? []
        for (position, values) in exercise.sets.enumerated() {
            _ = try await insertSet(
                values, isDone: false, workoutExerciseID: id, position: position, now: now,
                suggestion: suggested.indices.contains(position) ? suggested[position] : nil, connection: connection, logger: logger)
        }
        return id
    }

    /// Inserts one set at `position`; answers its id.
    static func insertSet(
        _ values: SetValues, isDone: Bool, workoutExerciseID: Int64, position: Int, now: Date, suggestion: SetSuggestion? = nil,
        connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        guard let id = try await connection.first(
            PostgresHotStatements.InsertSet(
                workoutExerciseID: workoutExerciseID, position: position, values: values, isDone: isDone, now: now, suggestion: suggestion),
            logger: logger)
        else { throw DomainError.notFound("The set was not stored.") }
        return id
    }

    /// Writes the workout's rest countdown (nil: none) and answers it as stored, to the millisecond.
    static func writeRest(_ timer: RestTimer?, workoutID: Int64, connection: PostgresConnection, logger: Logger) async throws -> RestTimer? {
        let stored = try await connection.first(PostgresHotStatements.WriteRest(timer: timer, workoutID: workoutID), logger: logger)
        guard let (start, end) = stored, let start, let end else { return nil }
        return RestTimer(startedAt: start, endsAt: end)
    }

    /// The done sets of the last finished workout (other than `workoutID`) holding the exercise: where a new set or an
    /// added exercise is prefilled from. One walk of `workout_exercise_by_exercise_start` newest first that stops at the
    /// first finished entry with a done set, then one seek of its sets.
    static func lastPerformance(
        of exerciseID: Int64, userID: Int64, excluding workoutID: Int64?, connection: PostgresConnection, logger: Logger
    ) async throws -> [SetValues]? {
        guard let entryID = try await connection.first(
            """
            SELECT workout_exercise.id FROM workout_exercise JOIN workout ON workout.id = workout_exercise.workout_id
            WHERE workout_exercise.exercise_id = \(exerciseID) AND workout.user_id = \(userID) AND workout.ended_at IS NOT NULL
              AND workout.id IS DISTINCT FROM \(workoutID)
              AND EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id AND workout_set.is_done)
            ORDER BY workout_exercise.workout_started_at DESC, workout_exercise.workout_id DESC, workout_exercise.position
            LIMIT 1
            """, logger: logger, { try $0.decode(Int64.self) })
        else { return nil }
        return try await connection.all(
            "SELECT \(unescaped: PostgresWorkoutLoading.setValuesColumns) FROM workout_set WHERE workout_exercise_id = \(entryID) AND is_done ORDER BY position",
            logger: logger, PostgresRowDecoding.row(PostgresWorkoutLoading.setValues))
    }
}
