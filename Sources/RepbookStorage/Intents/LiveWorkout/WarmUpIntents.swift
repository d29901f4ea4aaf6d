import Foundation
import RepbookCore

/// Adding the warm-up ramp ahead of an exercise's sets in the workout in progress: one keyed transaction that checks
/// the workout (locking its row on PostgreSQL), reads the first working weight and the user's coaching settings, calls
/// Core's `WarmUpRamp`, moves the sets down and inserts the ramp, and answers the workout as it left it.
extension SQLStore {
    public func addWarmUpSets(
        to entryID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date, once claim: OnceClaim<WarmUpsAdded>?
    ) async throws -> Once<WarmUpsAdded> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try LiveWorkoutChecks.openWorkoutID(workout, userID: userID, connection)
            guard let entry = try connection.row(WarmUpStatements.equipment, [entryID, workoutID]) else {
                throw DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(entryID)"]))
            }
            let equipment = Equipment(rawValue: try entry["equipment"] as String? ?? "") ?? .none
            let firstWorking = try connection.row(WarmUpStatements.firstWorkingWeight, [entryID])
            guard let firstWorking, let weightUnit = WeightUnit(rawValue: try firstWorking["weight_unit"] as String) else {
                throw DomainError.conflict(LocalizedText("error.enter_weight_first_working_set_then"))
            }
            let working = Weight(try firstWorking["weight"], weightUnit).value(in: unit)
            let settings = try CoachingRows.stored(userID: userID, connection) ?? .standard
            let sets = settings.warmUp.sets(upTo: working, setup: settings.plates(unit), barbell: equipment == .barbell)
            if !sets.isEmpty {
                try LiveWorkoutChecks.requireRoom(in: workoutID, exercises: 0, sets: sets.count, connection)
                // The ramp goes ahead of every set: the sets move down by its length.
                try connection.execute(WarmUpStatements.moveDown, [sets.count, entryID])
                for (position, set) in sets.enumerated() {
                    try TrainingRows.insertSet(
                        SetValues(weight: set.weight, reps: set.reps, kind: .warmUp), isDone: false, workoutExerciseID: entryID,
                        position: position, now: now, connection)
                }
            }
            return WarmUpsAdded(count: sets.count, workout: try WorkoutLoading.requireWorkout(workoutID, userID: userID, connection))
        }
    }
}

/// The statements of the warm-up intent.
enum WarmUpStatements {
    /// The equipment of the exercise of an entry of the workout.
    static let equipment: SQL = """
        SELECT exercise.equipment FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
        WHERE workout_exercise.id = ? AND workout_exercise.workout_id = ?
        """
    /// The weight of the entry's first set that is not a warm-up and has one.
    static let firstWorkingWeight: SQL = """
        SELECT weight, weight_unit FROM workout_set
        WHERE workout_exercise_id = ? AND kind <> 'warmup' AND weight IS NOT NULL AND weight > 0
        ORDER BY position LIMIT 1
        """
    static let moveDown: SQL = "UPDATE workout_set SET position = position + ? WHERE workout_exercise_id = ?"
}
