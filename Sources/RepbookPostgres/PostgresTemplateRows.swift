import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Reading templates with their exercises inside a caller's async transaction, for PostgreSQL's archive (not yet on the
/// shared path); the template intents themselves are `TemplateRows`.
enum PostgresTemplateRows {
    /// A template's own columns, for `template(_:)`.
    static let templateColumns = "id, name, notes, updated_at"

    /// A template row before its exercises are attached.
    struct Head {
        let id: Int64
        let name: String
        let notes: String
        let updatedAt: Date

        func template(exercises: [TemplateExercise]) -> WorkoutTemplate {
            WorkoutTemplate(id: id, name: name, notes: notes, exercises: exercises, updatedAt: updatedAt)
        }
    }

    static func template(_ columns: inout PostgresColumns) throws -> Head {
        Head(id: try columns.next(), name: try columns.next(), notes: try columns.next(), updatedAt: try columns.next())
    }

    /// A template exercise's columns with its exercise's name and kind, the template's id first, for `exercise(_:)`.
    static let exerciseColumns = """
        template_exercise.template_id, template_exercise.exercise_id, exercise.name, exercise.kind, template_exercise.target_sets, \
        template_exercise.reps_min, template_exercise.reps_max, template_exercise.target_weight, template_exercise.target_weight_unit, \
        template_exercise.rest_seconds, template_exercise.superset_group, template_exercise.notes, template_exercise.progression_rule, \
        template_exercise.progression_increment, template_exercise.progression_increment_unit, template_exercise.deload_after, \
        template_exercise.deload_percent
        """

    static func exercise(_ columns: inout PostgresColumns) throws -> (templateID: Int64, exercise: TemplateExercise) {
        let templateID: Int64 = try columns.next()
        let exerciseID: Int64 = try columns.next()
        let name: String = try columns.next()
        let kind: ExerciseKind = try PostgresRowDecoding.value(columns.next(), "kind")
        let sets: Int = try columns.next()
        let low: Int = try columns.next()
        let high: Int = try columns.next()
        guard let reps = RepRange(low, high) else { throw CorruptPostgresRow(description: "Unexpected rep range \(low)-\(high)") }
        let weight: Double? = try columns.next()
        let unit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "target_weight_unit")
        let rest: Int? = try columns.next()
        let group: Int? = try columns.next()
        let notes: String = try columns.next()
        let rule: Progression.Rule = try PostgresRowDecoding.value(columns.next(), "progression_rule")
        let increment: Double = try columns.next()
        let incrementUnit: WeightUnit = try PostgresRowDecoding.value(columns.next(), "progression_increment_unit")
        let progression = Progression(
            rule: rule, increment: Weight(increment, incrementUnit), deloadAfter: try columns.next(), deloadPercent: try columns.next())
        return (templateID, TemplateExercise(
            exerciseName: name, exerciseKind: kind,
            target: ExerciseTarget(
                exerciseID: exerciseID, sets: sets, reps: reps, weight: weight.map { Weight($0, unit) }, restSeconds: rest,
                supersetGroup: group, notes: notes, progression: progression)))
    }

    /// The exercises of the templates `ids`, in order, by template: one statement for any number of templates.
    static func exercises(of ids: [Int64], connection: PostgresConnection, logger: Logger) async throws -> [Int64: [TemplateExercise]] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await connection.all(
            """
            SELECT \(unescaped: exerciseColumns)
            FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
            WHERE template_exercise.template_id = ANY(\(ids)::bigint[])
            ORDER BY template_exercise.template_id, template_exercise.position
            """, logger: logger, PostgresRowDecoding.row(exercise))
        return Dictionary(grouping: rows, by: \.templateID).mapValues { $0.map(\.exercise) }
    }
}
