import Foundation
import RepbookCore

/// The rows of the training log read back (`workout`, `workout_exercise`, `workout_set`) and a set written, shared by
/// every intent that reads or writes a workout.
public enum TrainingRows {
    /// The columns of `workout_set` that `setValues` reads.
    public static let setValuesColumns = "weight, weight_unit, reps, duration_seconds, distance_meters, kind, rpe, note"

    /// A set's values from a `workout_set` row (or any row with its columns).
    public static func setValues(_ row: any SQLRow) throws -> SetValues {
        let weight: Double? = try row["weight"]
        return SetValues(
            weight: try weight.map { Weight($0, try row.choice("weight_unit")) }, reps: try row["reps"],
            durationSeconds: try row["duration_seconds"], distanceMeters: try row["distance_meters"], kind: try row.choice("kind"),
            rpe: try row["rpe"], note: try row["note"])
    }

    /// A set with its id, place, done mark, suggestion and version from a whole `workout_set` row.
    public static func workoutSet(_ row: any SQLRow) throws -> WorkoutSet {
        let suggestedReps: Int? = try row["suggested_reps"]
        let suggestedWeight: Double? = try row["suggested_weight"]
        let suggestedUnit: String? = try row["suggested_weight_unit"]
        let amrap: Bool = try row["suggested_amrap"]
        let note: String? = try row["suggestion_note"]
        let suggestion = suggestedReps.map { reps in
            SetSuggestion(
                weight: suggestedWeight.map { Weight($0, WeightUnit(rawValue: suggestedUnit ?? "") ?? .kilograms) }, reps: reps,
                amrap: amrap, reason: note)
        }
        return WorkoutSet(
            id: try row["id"], position: try row["position"], values: try setValues(row), isDone: try row["is_done"],
            suggestion: suggestion, version: try row["version"])
    }

    /// A workout's exercise from a `workout_exercise` row joined with its exercise's `exercise_name`, `exercise_kind`
    /// and `exercise_equipment`.
    public static func workoutExercise(_ row: any SQLRow, sets: [WorkoutSet]) throws -> WorkoutExercise {
        let low: Int? = try row["target_reps_min"]
        let high: Int? = try row["target_reps_max"]
        let equipment: String? = try row["exercise_equipment"]
        return WorkoutExercise(
            id: try row["id"], exerciseID: try row["exercise_id"], exerciseName: try row["exercise_name"],
            kind: try row.choice("exercise_kind"), position: try row["position"], supersetGroup: try row["superset_group"],
            notes: try row["notes"], restSeconds: try row["rest_seconds"], targetSets: try row["target_sets"],
            targetReps: low.flatMap { low in RepRange(low, high ?? low) }, sets: sets, suggestionReason: try row["suggestion_reason"],
            equipment: Equipment(rawValue: equipment ?? "") ?? .none, programSlotKey: try row["program_slot_key"])
    }

    /// A workout from its `workout` row and its exercises.
    public static func workout(_ row: any SQLRow, exercises: [WorkoutExercise]) throws -> Workout {
        let restStart: Date? = try row["rest_started_at"]
        let restEnd: Date? = try row["rest_ends_at"]
        let programID: Int64? = try row["program_id"]
        let cycle: Int? = try row["program_cycle"]
        let week: Int? = try row["program_week"]
        let day: Int? = try row["program_day"]
        var program: WorkoutProgramLink?
        if let programID, let cycle, let week, let day {
            program = WorkoutProgramLink(programID: programID, position: ProgramPosition(cycle: cycle, week: week, day: day))
        }
        return Workout(
            id: try row["id"], name: try row["name"], notes: try row["notes"], source: try row.choice("source"),
            date: try row["local_date"], startedAt: try row["started_at"], endedAt: try row["ended_at"],
            templateID: try row["template_id"], splitID: try row["split_id"], splitDayIndex: try row["split_day_index"],
            exercises: exercises, rest: restStart.flatMap { start in restEnd.map { RestTimer(startedAt: start, endsAt: $0) } },
            program: program)
    }

    /// Inserts one set at `position`; answers its id.
    @discardableResult
    public static func insertSet(
        _ values: SetValues, isDone: Bool, workoutExerciseID: Int64, position: Int, now: Date, suggestion: SetSuggestion? = nil,
        _ connection: any SQLConnection
    ) throws -> Int64 {
        try connection.insert(insertSetStatement, [
            workoutExerciseID, position, values.weight?.value, (values.weight?.unit ?? .kilograms).rawValue, values.reps,
            values.durationSeconds, values.distanceMeters, values.kind.rawValue, values.rpe, values.note, isDone, now,
            suggestion?.weight?.value, suggestion?.weight?.unit.rawValue, suggestion?.reps, suggestion?.amrap ?? false, suggestion?.reason,
        ])
    }

    private static let insertSetStatement: SQL = """
        INSERT INTO workout_set (workout_exercise_id, position, weight, weight_unit, reps, duration_seconds, distance_meters, kind,
                                 rpe, note, is_done, created_at, suggested_weight, suggested_weight_unit, suggested_reps,
                                 suggested_amrap, suggestion_note)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """
}
