import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// What updating a template from a finished workout (`reviseTemplate`) and the warm-up ramp read and write of the
/// template and coaching tables, inside the intent's transaction.
enum PostgresTemplateRevision {
    /// The user's template, its row locked (`FOR NO KEY UPDATE`) so two revisions of it run one after the other; nil when
    /// it is not the user's.
    static func lockedTemplate(_ id: Int64, userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> WorkoutTemplate? {
        guard let (name, notes, updatedAt) = try await connection.first(
            "SELECT name, notes, updated_at FROM template WHERE id = \(id) AND user_id = \(userID) FOR NO KEY UPDATE", logger: logger,
            { try $0.decode((String, String, Date).self) })
        else { return nil }
        let exercises = try await connection.all(
            """
            SELECT \(unescaped: PostgresTemplateRows.exerciseColumns)
            FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
            WHERE template_exercise.template_id = \(id)
            ORDER BY template_exercise.position
            """, logger: logger, PostgresRowDecoding.row { try PostgresTemplateRows.exercise(&$0).exercise })
        return WorkoutTemplate(id: id, name: name, notes: notes, exercises: exercises, updatedAt: updatedAt)
    }

    /// Replaces the template's exercises by `targets` (each one of the user's exercises) and stamps it updated at `now`.
    static func replaceExercises(
        of templateID: Int64, with targets: [ExerciseTarget], userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.run("UPDATE template SET updated_at = \(now) WHERE id = \(templateID)", logger: logger)
        try await connection.run("DELETE FROM template_exercise WHERE template_id = \(templateID)", logger: logger)
        for (position, target) in targets.enumerated() {
            try await PostgresLiveWorkout.requireOwnExercise(target.exerciseID, userID: userID, connection: connection, logger: logger)
            try await connection.run(
                """
                INSERT INTO template_exercise (template_id, exercise_id, position, superset_group, target_sets, reps_min, reps_max,
                                               target_weight, target_weight_unit, rest_seconds, notes, progression_rule,
                                               progression_increment, progression_increment_unit, deload_after, deload_percent)
                VALUES (\(templateID), \(target.exerciseID), \(position), \(target.supersetGroup), \(target.sets), \(target.reps.lower),
                        \(target.reps.upper), \(target.weight?.value), \((target.weight?.unit ?? .kilograms).rawValue), \(target.restSeconds),
                        \(target.notes), \(target.progression.rule.rawValue), \(target.progression.increment.value),
                        \(target.progression.increment.unit.rawValue), \(target.progression.deloadAfter), \(target.progression.deloadPercent))
                """, logger: logger)
        }
    }

    /// The user's bar, plates and warm-up ramp; the standard ones when they saved none.
    static func coachingSettings(userID: Int64, connection: PostgresConnection, logger: Logger) async throws -> CoachingSettings {
        guard let (barKg, platesKg, barLb, platesLb, steps) = try await connection.first(
            "SELECT bar_kg, plates_kg, bar_lb, plates_lb, warmup_steps FROM coaching_settings WHERE user_id = \(userID)", logger: logger,
            { try $0.decode((Double, String, Double, String, String).self) })
        else { return .standard }
        let input = CoachingSettingsInput(
            barKg: Weight.format(barKg), platesKg: platesKg, barLb: Weight.format(barLb), platesLb: platesLb, warmUpSteps: steps)
        do {
            return try input.settings()
        } catch {
            throw CorruptPostgresRow(description: "Unexpected coaching settings: \(error.message)")
        }
    }
}
