import Foundation
import RepbookCore

/// The workout's own plan in progress: starting it, adding, arranging and removing its exercises, its rest countdown.
/// Each is one `writeOnce` transaction that checks (and on PostgreSQL locks) the workout, calls Core's rule, writes,
/// and reads back the answer inside the same transaction, so a keyed change stores exactly the answer it gives.
extension SQLStore {
    public func startWorkout(_ plan: WorkoutPlan, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            // A start waits for a reopen of the same user (which checks for a workout in progress first); of two starts,
            // the second meets `workout_one_active_per_user`.
            try UserLock.lock(userID: userID, connection)
            // A program day starts only while its program runs at that day (a skip meanwhile would run it twice).
            if let link = plan.program { try ProgramRows.requireRunning(link, userID: userID, connection) }
            let id = try connection.mappingUniqueViolation(to: DomainError.conflict(LocalizedText("error.workout_already_in_progress"))) {
                try connection.insert(WorkoutPlanStatements.insertWorkout, [
                    userID, plan.name, plan.source.rawValue, plan.date, plan.startedAt, plan.templateID, plan.splitID, plan.splitDayIndex,
                    plan.program?.programID, plan.program?.position.cycle, plan.program?.position.week, plan.program?.position.day,
                ])
            }
            for exercise in plan.exercises {
                try WorkoutEntries.insert(exercise, workoutID: id, userID: userID, now: now, connection)
            }
            return try WorkoutLoading.requireWorkout(id, userID: userID, connection)
        }
    }

    public func addExercise(
        _ exerciseID: Int64, to workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<ExerciseAdded>?
    ) async throws -> Once<ExerciseAdded> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            try ExerciseRows.requireOwnExercise(exerciseID, userID: userID, connection)
            try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: 1, sets: 1, connection)
            let last = try RecentPerformances.read(userID: userID, exerciseIDs: [exerciseID], sessions: 1, excluding: workoutID, connection)
            let planned = PlannedExercise(exerciseID: exerciseID, sets: [SetValues.prefill(lastSession: last[exerciseID]?.first)])
            let entryID = try WorkoutEntries.insert(planned, workoutID: workoutID, userID: userID, now: now, connection)
            let stored = try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
            guard let added = stored.exercises.first(where: { $0.id == entryID }) else {
                throw DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(entryID)"]))
            }
            return ExerciseAdded(entry: added, workout: stored)
        }
    }

    public func editExercise(
        _ entryID: Int64, in workout: LiveWorkout, edit: WorkoutExerciseEdit, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            let before = try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
            let placements = try edit.placements(of: before.exercises, editing: entryID)
            // A move writes every place (0, 1, ...); otherwise only the exercises whose group or notes changed.
            let moved = placements.map(\.id) != before.exercises.map(\.id)
            let old = Dictionary(uniqueKeysWithValues: before.exercises.map { ($0.id, $0) })
            for (position, placement) in placements.enumerated() {
                guard let exercise = old[placement.id] else { continue }
                guard moved || exercise.supersetGroup != placement.supersetGroup || exercise.notes != placement.notes else { continue }
                try connection.execute(
                    WorkoutPlanStatements.placeEntry, [position, placement.supersetGroup, placement.notes, placement.id, workoutID])
            }
            return try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
        }
    }

    public func removeExercise(
        _ entryID: Int64, from workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            guard try connection.execute(WorkoutPlanStatements.removeEntry, [entryID, workoutID]) > 0 else {
                throw DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(entryID)"]))
            }
            return try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
        }
    }

    public func adjustRest(
        by seconds: Int?, in workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            let row = try connection.row(WorkoutPlanStatements.rest, [workoutID])
            let start: Date? = try row?["rest_started_at"]
            let end: Date? = try row?["rest_ends_at"]
            let current = start.flatMap { start in end.map { RestTimer(startedAt: start, endsAt: $0) } }
            try RestTimerRow.write(try RestAdjustment.adjusted(current, by: seconds, now: now), workoutID: workoutID, connection)
            return try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection)
        }
    }
}

/// The statements of the workout's plan in progress.
enum WorkoutPlanStatements {
    static let insertWorkout: SQL = """
        INSERT INTO workout (user_id, name, source, local_date, started_at, template_id, split_id, split_day_index, program_id,
                             program_cycle, program_week, program_day)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """
    static let placeEntry: SQL = "UPDATE workout_exercise SET position = ?, superset_group = ?, notes = ? WHERE id = ? AND workout_id = ?"
    static let removeEntry: SQL = "DELETE FROM workout_exercise WHERE id = ? AND workout_id = ?"
    static let rest: SQL = "SELECT rest_started_at, rest_ends_at FROM workout WHERE id = ?"
}
