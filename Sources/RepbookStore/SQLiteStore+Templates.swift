import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func templates(userID: Int64) async throws -> [WorkoutTemplate] {
        try await writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM template WHERE user_id = ? ORDER BY name_key", arguments: [userID])
            let exercises = try Self.templateExercises(templateIDs: rows.map { $0["id"] }, db: db)
            return rows.map { RowDecoding.template($0, exercises: exercises[$0["id"]] ?? []) }
        }
    }

    public func template(id: Int64, userID: Int64) async throws -> WorkoutTemplate? {
        try await writer.read { db in try Self.fetchTemplate(id: id, userID: userID, db: db) }
    }

    public func insertTemplate(_ draft: TemplateDraft, userID: Int64, now: Date) async throws -> WorkoutTemplate {
        try await writer.write { db in
            try mappingUniqueViolation(to: Self.templateNameTaken(draft.name)) {
                try db.execute(
                    sql: "INSERT INTO template (user_id, name, name_key, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [userID, draft.name, draft.nameKey, draft.notes, now, now])
            }
            let id = db.lastInsertedRowID
            try Self.insertTemplateExercises(draft.exercises, templateID: id, userID: userID, db: db)
            return try Self.requireTemplate(id: id, userID: userID, db: db)
        }
    }

    public func updateTemplate(id: Int64, userID: Int64, draft: TemplateDraft, now: Date) async throws -> WorkoutTemplate {
        try await writer.write { db in
            try mappingUniqueViolation(to: Self.templateNameTaken(draft.name)) {
                try db.execute(
                    sql: "UPDATE template SET name = ?, name_key = ?, notes = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                    arguments: [draft.name, draft.nameKey, draft.notes, now, id, userID])
            }
            guard db.changesCount > 0 else { throw DomainError.notFound("No template with id \(id).") }
            try db.execute(sql: "DELETE FROM template_exercise WHERE template_id = ?", arguments: [id])
            try Self.insertTemplateExercises(draft.exercises, templateID: id, userID: userID, db: db)
            return try Self.requireTemplate(id: id, userID: userID, db: db)
        }
    }

    public func deleteTemplate(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            guard let name = try String.fetchOne(db, sql: "SELECT name FROM template WHERE id = ? AND user_id = ?", arguments: [id, userID]) else {
                throw DomainError.notFound("No template with id \(id).")
            }
            if let split = try String.fetchOne(
                db,
                sql: """
                    SELECT coalesce(split.custom_name, split.name) FROM split_day JOIN split ON split.id = split_day.split_id
                    WHERE split_day.template_id = ? AND split.user_id = ? ORDER BY split.is_active DESC LIMIT 1
                    """,
                arguments: [id, userID]) {
                throw DomainError.conflict("\"\(name)\" is a day of the split \"\(split)\". Change that split's days before deleting it.")
            }
            try db.execute(sql: "DELETE FROM template WHERE id = ? AND user_id = ?", arguments: [id, userID])
        }
    }

    static func fetchTemplate(id: Int64, userID: Int64, db: Database) throws -> WorkoutTemplate? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM template WHERE id = ? AND user_id = ?", arguments: [id, userID]) else {
            return nil
        }
        return RowDecoding.template(row, exercises: try templateExercises(templateIDs: [id], db: db)[id] ?? [])
    }

    static func requireTemplate(id: Int64, userID: Int64, db: Database) throws -> WorkoutTemplate {
        guard let template = try fetchTemplate(id: id, userID: userID, db: db) else { throw DomainError.notFound("No template with id \(id).") }
        return template
    }

    private static func templateExercises(templateIDs: [Int64], db: Database) throws -> [Int64: [TemplateExercise]] {
        guard !templateIDs.isEmpty else { return [:] }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT template_exercise.*, exercise.name AS exercise_name, exercise.kind AS exercise_kind
                FROM template_exercise JOIN exercise ON exercise.id = template_exercise.exercise_id
                WHERE template_exercise.template_id IN (\(databaseQuestionMarks(count: templateIDs.count)))
                ORDER BY template_exercise.template_id, template_exercise.position
                """,
            arguments: StatementArguments(templateIDs))
        var result: [Int64: [TemplateExercise]] = [:]
        for row in rows {
            result[row["template_id"], default: []].append(try RowDecoding.templateExercise(row))
        }
        return result
    }

    static func insertTemplateExercises(_ targets: [ExerciseTarget], templateID: Int64, userID: Int64, db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO template_exercise (template_id, exercise_id, position, superset_group, target_sets, reps_min, reps_max,
                                           target_weight, target_weight_unit, rest_seconds, notes, progression_rule,
                                           progression_increment, progression_increment_unit, deload_after, deload_percent)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, target) in targets.enumerated() {
            try requireOwnExercise(target.exerciseID, userID: userID, db: db)
            try statement.execute(arguments: [
                templateID, target.exerciseID, position, target.supersetGroup, target.sets, target.reps.lower, target.reps.upper,
                target.weight?.value, (target.weight?.unit ?? .kilograms).rawValue, target.restSeconds, target.notes,
                target.progression.rule.rawValue, target.progression.increment.value, target.progression.increment.unit.rawValue,
                target.progression.deloadAfter, target.progression.deloadPercent,
            ])
        }
    }

    private static func templateNameTaken(_ name: String) -> DomainError {
        .conflict("A template named \"\(name)\" already exists. Pick another name.")
    }
}
