import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// The workout's intents other than its sets (start, exercises, rest, warm-ups, finish, reopen, template update): each
/// one `writeOnce` transaction that checks (and locks) the workout, calls Core's rule, writes, and reads back the answer
/// inside the same transaction, so a keyed change stores exactly the answer it gives.
extension PostgresStore: WorkoutIntentStore {
    public func reviseTemplate(
        fromWorkout workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<WorkoutTemplate>?
    ) async throws -> Once<WorkoutTemplate> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workout = try await Self.requireWorkout(workoutID, userID: userID, connection: connection, logger: logger)
            guard !workout.isActive else { throw DomainError.conflict("Finish the workout before updating its template.") }
            // The template's row, locked, keeps two revisions (or an edit) from writing its exercises twice over.
            guard let templateID = workout.templateID,
                  let template = try await PostgresTemplateRevision.lockedTemplate(templateID, userID: userID, connection: connection, logger: logger)
            else { throw DomainError.conflict("This workout was not started from a template.") }
            guard let draft = TemplateRevision.revised(template, by: workout) else {
                throw DomainError.conflict("\"\(template.name)\" already matches this workout.")
            }
            try await PostgresTemplateRevision.replaceExercises(
                of: templateID, with: draft.exercises, userID: userID, now: now, connection: connection, logger: logger)
            guard let revised = try await PostgresTemplateRevision.lockedTemplate(templateID, userID: userID, connection: connection, logger: logger)
            else { throw DomainError.notFound("No template with id \(templateID).") }
            return revised
        }
    }

    public func addWarmUpSets(
        to entryID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date, once claim: OnceClaim<WarmUpsAdded>?
    ) async throws -> Once<WarmUpsAdded> {
        try await writeOnce(claim, userID: userID, now: now) { connection in
            let workoutID = try await PostgresLiveWorkout.openWorkoutID(workout, userID: userID, connection: connection, logger: logger)
            guard let equipmentName = try await connection.first(
                """
                SELECT exercise.equipment FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                WHERE workout_exercise.id = \(entryID) AND workout_exercise.workout_id = \(workoutID)
                """, logger: logger, { try $0.decode(String.self) })
            else { throw DomainError.notFound("No exercise \(entryID) in this workout.") }
            let equipment = Equipment(rawValue: equipmentName) ?? .none
            let firstWorking = try await connection.first(
                """
                SELECT weight, weight_unit FROM workout_set
                WHERE workout_exercise_id = \(entryID) AND kind <> 'warmup' AND weight IS NOT NULL AND weight > 0
                ORDER BY position LIMIT 1
                """, logger: logger, { try $0.decode((Double, String).self) })
            guard let (weight, unitName) = firstWorking, let weightUnit = WeightUnit(rawValue: unitName) else {
                throw DomainError.conflict("Enter the weight of the first working set, then add the warm-up to it.")
            }
            let working = Weight(weight, weightUnit).value(in: unit)
            let settings = try await PostgresTemplateRevision.coachingSettings(userID: userID, connection: connection, logger: logger)
            let sets = settings.warmUp.sets(upTo: working, setup: settings.plates(unit), barbell: equipment == .barbell)
            if !sets.isEmpty {
                try await PostgresLiveWorkout.requireRoom(in: workoutID, exercises: 0, sets: sets.count, connection: connection, logger: logger)
                // The ramp goes ahead of every set: the sets move down by its length.
                try await connection.run(
                    "UPDATE workout_set SET position = position + \(sets.count) WHERE workout_exercise_id = \(entryID)", logger: logger)
                for (position, set) in sets.enumerated() {
                    _ = try await PostgresLiveWorkout.insertSet(
                        SetValues(weight: set.weight, reps: set.reps, kind: .warmUp), isDone: false, workoutExerciseID: entryID,
                        position: position, now: now, connection: connection, logger: logger)
                }
            }
            return WarmUpsAdded(
                count: sets.count, workout: try await Self.requireWorkout(workoutID, userID: userID, connection: connection, logger: logger))
        }
    }
}
