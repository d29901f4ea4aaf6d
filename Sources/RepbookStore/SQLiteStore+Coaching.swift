import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func coachingSettings(userID: Int64) async throws -> CoachingSettings {
        try await writer.read { db in try Self.coachingSettings(userID: userID, db: db) }
    }

    public func saveCoachingSettings(_ settings: CoachingSettings, userID: Int64) async throws {
        try await writer.write { db in try Self.writeCoachingSettings(settings, userID: userID, db: db) }
    }

    /// Inserts or replaces the user's coaching settings row.
    static func writeCoachingSettings(_ settings: CoachingSettings, userID: Int64, db: Database) throws {
        let input = CoachingSettingsInput(settings)
        try db.execute(
            sql: """
                INSERT INTO coaching_settings (user_id, bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET bar_kg = excluded.bar_kg, plates_kg = excluded.plates_kg,
                    bar_lb = excluded.bar_lb, plates_lb = excluded.plates_lb, warmup_steps = excluded.warmup_steps
                """,
            arguments: [userID, settings.kilograms.bar, input.platesKg, settings.pounds.bar, input.platesLb, input.warmUpSteps])
    }

    public func addWarmUpSets(
        to workoutExerciseID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date
    ) async throws -> Int {
        try await writer.write { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            guard let entry = try Row.fetchOne(
                db,
                sql: """
                    SELECT exercise.equipment FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    WHERE workout_exercise.id = ? AND workout_exercise.workout_id = ?
                    """,
                arguments: [workoutExerciseID, workoutID])
            else { throw DomainError.notFound("No exercise \(workoutExerciseID) in this workout.") }
            let equipment = Equipment(rawValue: entry["equipment"] as String? ?? "") ?? .none
            let firstWorking = try Row.fetchOne(
                db,
                sql: """
                    SELECT weight, weight_unit FROM workout_set
                    WHERE workout_exercise_id = ? AND kind != 'warmup' AND weight IS NOT NULL AND weight > 0
                    ORDER BY position LIMIT 1
                    """,
                arguments: [workoutExerciseID])
            guard let firstWorking, let weightUnit = WeightUnit(rawValue: firstWorking["weight_unit"]) else {
                throw DomainError.conflict("Enter the weight of the first working set, then add the warm-up to it.")
            }
            let working = Weight(firstWorking["weight"], weightUnit).value(in: unit)
            let settings = try Self.coachingSettings(userID: userID, db: db)
            let sets = settings.warmUp.sets(upTo: working, setup: settings.plates(unit), barbell: equipment == .barbell)
            guard !sets.isEmpty else { return 0 }
            try Self.requireRoom(in: workoutID, exercises: 0, sets: sets.count, db: db)
            // The ramp goes ahead of every set: the sets move down by its length.
            try db.execute(
                sql: "UPDATE workout_set SET position = position + ? WHERE workout_exercise_id = ?", arguments: [sets.count, workoutExerciseID])
            for (position, set) in sets.enumerated() {
                try Self.insertSet(
                    SetValues(weight: set.weight, reps: set.reps, kind: .warmUp), isDone: false, workoutExerciseID: workoutExerciseID,
                    position: position, now: now, db: db)
            }
            return sets.count
        }
    }

    static func coachingSettings(userID: Int64, db: Database) throws -> CoachingSettings {
        guard let row = try Row.fetchOne(db, cached: "SELECT * FROM coaching_settings WHERE user_id = ?", arguments: [userID]) else {
            return .standard
        }
        let input = CoachingSettingsInput(
            barKg: Weight.format(row["bar_kg"]), platesKg: row["plates_kg"], barLb: Weight.format(row["bar_lb"]), platesLb: row["plates_lb"],
            warmUpSteps: row["warmup_steps"])
        do {
            return try input.settings()
        } catch {
            throw RowDecoding.CorruptRow(description: "Unexpected coaching settings: \(error.message)")
        }
    }
}
