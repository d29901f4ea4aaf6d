import Foundation
import GRDB
import RepbookCore

/// The workout's intents other than its sets (start, exercises, rest, warm-ups, finish, reopen, template update): each
/// one `writeOnce` transaction that checks the workout, calls Core's rule, writes, and reads back the answer inside the
/// same transaction, so a keyed change stores exactly the answer it gives.
extension SQLiteStore {
    public func reviseTemplate(
        fromWorkout workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<WorkoutTemplate>?
    ) async throws -> Once<WorkoutTemplate> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workout = try Self.requireWorkout(workoutID, userID: userID, db: db)
            guard !workout.isActive else { throw DomainError.conflict("Finish the workout before updating its template.") }
            guard let templateID = workout.templateID, let template = try Self.fetchTemplate(id: templateID, userID: userID, db: db) else {
                throw DomainError.conflict("This workout was not started from a template.")
            }
            guard let draft = TemplateRevision.revised(template, by: workout) else {
                throw DomainError.conflict("\"\(template.name)\" already matches this workout.")
            }
            try db.execute(sql: "UPDATE template SET updated_at = ? WHERE id = ?", arguments: [now, templateID])
            try db.execute(sql: "DELETE FROM template_exercise WHERE template_id = ?", arguments: [templateID])
            try Self.insertTemplateExercises(draft.exercises, templateID: templateID, userID: userID, db: db)
            return try Self.requireTemplate(id: templateID, userID: userID, db: db)
        }
    }

    public func addWarmUpSets(
        to entryID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date, once claim: OnceClaim<WarmUpsAdded>?
    ) async throws -> Once<WarmUpsAdded> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            guard let entry = try Row.fetchOne(
                db,
                sql: """
                    SELECT exercise.equipment FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    WHERE workout_exercise.id = ? AND workout_exercise.workout_id = ?
                    """,
                arguments: [entryID, workoutID])
            else { throw DomainError.notFound("No exercise \(entryID) in this workout.") }
            let equipment = Equipment(rawValue: entry["equipment"] as String? ?? "") ?? .none
            let firstWorking = try Row.fetchOne(
                db,
                sql: """
                    SELECT weight, weight_unit FROM workout_set
                    WHERE workout_exercise_id = ? AND kind != 'warmup' AND weight IS NOT NULL AND weight > 0
                    ORDER BY position LIMIT 1
                    """,
                arguments: [entryID])
            guard let firstWorking, let weightUnit = WeightUnit(rawValue: firstWorking["weight_unit"]) else {
                throw DomainError.conflict("Enter the weight of the first working set, then add the warm-up to it.")
            }
            let working = Weight(firstWorking["weight"], weightUnit).value(in: unit)
            let settings = try Self.coachingSettings(userID: userID, db: db)
            let sets = settings.warmUp.sets(upTo: working, setup: settings.plates(unit), barbell: equipment == .barbell)
            if !sets.isEmpty {
                try Self.requireRoom(in: workoutID, exercises: 0, sets: sets.count, db: db)
                // The ramp goes ahead of every set: the sets move down by its length.
                try db.execute(
                    sql: "UPDATE workout_set SET position = position + ? WHERE workout_exercise_id = ?", arguments: [sets.count, entryID])
                for (position, set) in sets.enumerated() {
                    try Self.insertSet(
                        SetValues(weight: set.weight, reps: set.reps, kind: .warmUp), isDone: false, workoutExerciseID: entryID,
                        position: position, now: now, db: db)
                }
            }
            return WarmUpsAdded(count: sets.count, workout: try Self.requireWorkout(workoutID, userID: userID, db: db))
        }
    }

    /// The user's workout with its exercises and sets, read inside the intent's transaction; not found otherwise.
    static func requireWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws -> Workout {
        try WorkoutLoading.requireWorkout(workoutID, userID: userID, GRDBConnection(db: db))
    }
}
