import Foundation
import RepbookCore

/// The `template_exercise` rows of templates: read with their exercise's name and kind, and written from targets.
public enum TemplateExerciseRows {
    /// A template exercise's columns with its exercise's `exercise_name` and `exercise_kind`.
    public static let columns = """
        template_exercise.template_id, template_exercise.exercise_id, template_exercise.target_sets, template_exercise.reps_min, \
        template_exercise.reps_max, template_exercise.target_weight, template_exercise.target_weight_unit, \
        template_exercise.rest_seconds, template_exercise.superset_group, template_exercise.notes, template_exercise.progression_rule, \
        template_exercise.progression_increment, template_exercise.progression_increment_unit, template_exercise.deload_after, \
        template_exercise.deload_percent, exercise.name AS exercise_name, exercise.kind AS exercise_kind
        """

    /// A template exercise from a row of `columns`.
    static func templateExercise(_ row: any SQLRow) throws -> TemplateExercise {
        let low: Int = try row["reps_min"]
        let high: Int = try row["reps_max"]
        guard let reps = RepRange(low, high) else { throw CorruptColumn("Unexpected rep range \(low)-\(high)") }
        let weight: Double? = try row["target_weight"]
        let unit: WeightUnit = try row.choice("target_weight_unit")
        let progression = Progression(
            rule: try row.choice("progression_rule"),
            increment: Weight(try row["progression_increment"], try row.choice("progression_increment_unit")),
            deloadAfter: try row["deload_after"], deloadPercent: try row["deload_percent"])
        return TemplateExercise(
            exerciseName: try row["exercise_name"], exerciseKind: try row.choice("exercise_kind"),
            target: ExerciseTarget(
                exerciseID: try row["exercise_id"], sets: try row["target_sets"], reps: reps, weight: weight.map { Weight($0, unit) },
                restSeconds: try row["rest_seconds"], supersetGroup: try row["superset_group"], notes: try row["notes"],
                progression: progression))
    }

    /// The exercises of the templates `ids`, in order, by template: one statement for any number of templates.
    public static func exercises(of ids: [Int64], _ connection: any SQLConnection) throws -> [Int64: [TemplateExercise]] {
        guard !ids.isEmpty else { return [:] }
        let rows = try connection.rows(SQL("""
            SELECT \(columns)
            FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
            WHERE template_exercise.template_id IN (\(SQL.placeholders(ids.count)))
            ORDER BY template_exercise.template_id, template_exercise.position
            """), ids)
        var result: [Int64: [TemplateExercise]] = [:]
        for row in rows { result[try row["template_id"], default: []].append(try templateExercise(row)) }
        return result
    }

    /// Inserts `targets` as the template's exercises, positions from 0, after checking every exercise is the user's
    /// (locked against a delete on PostgreSQL, `OwnRows`).
    public static func insert(_ targets: [ExerciseTarget], templateID: Int64, userID: Int64, _ connection: any SQLConnection) throws {
        try OwnRows.require(
            targets.map(\.exerciseID), in: "exercise", userID: userID, notFound: { .notFound(
                LocalizedText("error.no_exercise_with_id", ["exerciseID": "\($0)"])) }, connection)
        try insertRows(targets, templateID: templateID, connection)
    }

    /// Inserts `targets` as the template's exercises, positions from 0, one row per statement; the caller has checked
    /// their exercises.
    static func insertRows(_ targets: [ExerciseTarget], templateID: Int64, _ connection: any SQLConnection) throws {
        for (position, target) in targets.enumerated() {
            try connection.execute(insertStatement, [
                templateID, target.exerciseID, position, target.supersetGroup, target.sets, target.reps.lower, target.reps.upper,
                target.weight?.value, (target.weight?.unit ?? .kilograms).rawValue, target.restSeconds, target.notes,
                target.progression.rule.rawValue, target.progression.increment.value, target.progression.increment.unit.rawValue,
                target.progression.deloadAfter, target.progression.deloadPercent,
            ])
        }
    }

    private static let insertStatement: SQL = """
        INSERT INTO template_exercise (template_id, exercise_id, position, superset_group, target_sets, reps_min, reps_max,
                                       target_weight, target_weight_unit, rest_seconds, notes, progression_rule,
                                       progression_increment, progression_increment_unit, deload_after, deload_percent)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
}
