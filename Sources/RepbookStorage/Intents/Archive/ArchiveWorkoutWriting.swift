import Foundation
import RepbookCore

/// A restore's workouts with their exercises and sets, inside the caller's one write transaction, in the archive's order.
struct ArchiveWorkoutWriting {
    let connection: any SQLConnection
    let userID: Int64
    /// The restore's time, for bookkeeping columns the archive does not carry.
    let now: Date

    /// Adds the workouts (a program day's on `programs`, the restored programs' ids in the archive's order); answers
    /// their ids.
    func workouts(
        _ workouts: [ArchivedWorkout], exercises: [String: Int64], templates: [String: Int64], splits: [String: Int64],
        programs: [Int64] = []
    ) throws -> [Int64] {
        var workoutIDs: [Int64] = []
        for workout in workouts {
            let day = workout.program.flatMap { programs.indices.contains($0.program) ? $0 : nil }
            let workoutID = try connection.insert(Self.insertWorkout, [
                userID, workout.name, workout.notes, workout.source.rawValue, workout.date, workout.startedAt, workout.endedAt,
                try workout.template.map { try archivedID(of: $0, in: templates) }, try workout.split.map { try archivedID(of: $0, in: splits) },
                workout.splitDayIndex, day.map { programs[$0.program] }, day?.cycle, day?.week, day?.day,
            ])
            workoutIDs.append(workoutID)
            for (position, exercise) in workout.exercises.enumerated() {
                let entryID = try connection.insert(Self.insertExercise, [
                    workoutID, try archivedID(of: exercise.exercise, in: exercises), position, exercise.supersetGroup, exercise.notes,
                    exercise.restSeconds, exercise.targetSets, exercise.targetRepsMin, exercise.targetRepsMax, workout.startedAt, workout.date,
                    exercise.programSlot,
                ])
                for (setPosition, set) in exercise.sets.enumerated() {
                    try TrainingRows.insertSet(set.values, isDone: set.done, workoutExerciseID: entryID, position: setPosition, now: now, connection)
                }
            }
        }
        return workoutIDs
    }

    private static let insertWorkout: SQL = """
        INSERT INTO workout (user_id, name, notes, source, local_date, started_at, ended_at, template_id, split_id, split_day_index,
                             program_id, program_cycle, program_week, program_day)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """
    private static let insertExercise: SQL = """
        INSERT INTO workout_exercise (workout_id, exercise_id, position, superset_group, notes, rest_seconds, target_sets,
                                      target_reps_min, target_reps_max, workout_started_at, workout_local_date, program_slot_key)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """
}
