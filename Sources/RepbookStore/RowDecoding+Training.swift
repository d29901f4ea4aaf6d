import Foundation
import GRDB
import RepbookCore

extension RowDecoding {
    static func template(_ row: Row, exercises: [TemplateExercise]) -> WorkoutTemplate {
        WorkoutTemplate(id: row["id"], name: row["name"], notes: row["notes"], exercises: exercises, updatedAt: row["updated_at"])
    }

    static func templateExercise(_ row: Row) throws -> TemplateExercise {
        let weight: Double? = row["target_weight"]
        let unit: WeightUnit = try enumValue(row, "target_weight_unit")
        guard let reps = RepRange(row["reps_min"], row["reps_max"]) else { throw CorruptRow(description: "Unexpected rep range") }
        return TemplateExercise(
            exerciseName: row["exercise_name"], exerciseKind: try enumValue(row, "exercise_kind"),
            target: ExerciseTarget(
                exerciseID: row["exercise_id"], sets: row["target_sets"], reps: reps, weight: weight.map { Weight($0, unit) },
                restSeconds: row["rest_seconds"], supersetGroup: row["superset_group"], notes: row["notes"],
                progression: try progression(row)))
    }

    /// The progression columns of a template exercise row.
    static func progression(_ row: Row) throws -> Progression {
        Progression(
            rule: try enumValue(row, "progression_rule"),
            increment: Weight(row["progression_increment"], try enumValue(row, "progression_increment_unit")),
            deloadAfter: row["deload_after"], deloadPercent: row["deload_percent"])
    }

    static func split(_ row: Row, days: [SplitDay]) throws -> Split {
        var activation: SplitActivation?
        if row["is_active"] == true, let start = LocalDate(row["start_date"] as String? ?? "") {
            activation = SplitActivation(customName: row["custom_name"], startDate: start, activatedAt: row["activated_at"])
        }
        return Split(
            id: row["id"], name: row["name"], schedule: try enumValue(row, "schedule"), advance: try enumValue(row, "advance"),
            days: days, activation: activation)
    }

    static func date(_ row: Row, _ column: String) throws -> LocalDate {
        let raw: String = row[column]
        guard let date = LocalDate(raw) else { throw CorruptRow(description: "Unexpected \(column) \"\(raw)\"") }
        return date
    }

    static func setValues(_ row: Row) throws -> SetValues {
        let weight: Double? = row["weight"]
        let unit: WeightUnit = try enumValue(row, "weight_unit")
        return SetValues(
            weight: weight.map { Weight($0, unit) }, reps: row["reps"], durationSeconds: row["duration_seconds"],
            distanceMeters: row["distance_meters"], kind: try enumValue(row, "kind"), rpe: row["rpe"], note: row["note"])
    }

    static func workoutSet(_ row: Row) throws -> WorkoutSet {
        let suggestedReps: Int? = row["suggested_reps"]
        let suggestedWeight: Double? = row["suggested_weight"]
        let suggestedUnit: String? = row["suggested_weight_unit"]
        let suggestion = suggestedReps.map { reps in
            SetSuggestion(weight: suggestedWeight.map { Weight($0, WeightUnit(rawValue: suggestedUnit ?? "") ?? .kilograms) }, reps: reps)
        }
        return WorkoutSet(
            id: row["id"], position: row["position"], values: try setValues(row), isDone: row["is_done"], suggestion: suggestion,
            version: row["version"])
    }

    static func workoutExercise(_ row: Row, sets: [WorkoutSet]) throws -> WorkoutExercise {
        let low: Int? = row["target_reps_min"]
        let high: Int? = row["target_reps_max"]
        return WorkoutExercise(
            id: row["id"], exerciseID: row["exercise_id"], exerciseName: row["exercise_name"], kind: try enumValue(row, "exercise_kind"),
            position: row["position"], supersetGroup: row["superset_group"], notes: row["notes"], restSeconds: row["rest_seconds"],
            targetSets: row["target_sets"], targetReps: low.flatMap { low in RepRange(low, high ?? low) }, sets: sets,
            suggestionReason: row["suggestion_reason"],
            equipment: Equipment(rawValue: row["exercise_equipment"] as String? ?? "") ?? .none)
    }

    static func workout(_ row: Row, exercises: [WorkoutExercise]) throws -> Workout {
        let restStart: Date? = row["rest_started_at"]
        let restEnd: Date? = row["rest_ends_at"]
        return Workout(
            id: row["id"], name: row["name"], notes: row["notes"], source: try enumValue(row, "source"),
            date: try date(row, "local_date"), startedAt: row["started_at"], endedAt: row["ended_at"],
            templateID: row["template_id"], splitID: row["split_id"], splitDayIndex: row["split_day_index"], exercises: exercises,
            rest: restStart.flatMap { start in restEnd.map { RestTimer(startedAt: start, endsAt: $0) } })
    }
}
