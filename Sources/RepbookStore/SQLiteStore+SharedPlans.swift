import Foundation
import GRDB
import RepbookCore
import RepbookStorage

extension SQLiteStore {
    public func insertPlan(_ batch: PlanImportBatch, userID: Int64, now: Date) async throws -> PlanImportReport {
        let written = try await writer.write { db in
            let exerciseIDs = try Self.insertPlanExercises(batch.exercises, userID: userID, now: now, db: db)
            let templateIDs = try batch.templates.map { draft in
                try Self.insertPlanTemplate(draft, exerciseIDs: exerciseIDs, userID: userID, now: now, db: db)
            }
            let splitID = try batch.split.map { draft in try Self.insertPlanSplit(draft, templateIDs: templateIDs, userID: userID, now: now, db: db) }
            return (exerciseIDs: exerciseIDs, templateIDs: templateIDs, splitID: splitID)
        }
        var created: [Exercise] = []
        for (source, id) in zip(batch.exercises, written.exerciseIDs) {
            if case .create = source, let exercise = try await exercise(id: id, userID: userID) { created.append(exercise) }
        }
        var templates: [WorkoutTemplate] = []
        for id in written.templateIDs {
            if let template = try await template(id: id, userID: userID) { templates.append(template) }
        }
        var split: Split?
        if let id = written.splitID { split = try await self.split(id: id, userID: userID) }
        return PlanImportReport(
            createdExercises: created, matchedExerciseCount: batch.exercises.count - created.count, templates: templates, split: split)
    }

    /// The id of each of the batch's exercises: the user's own checked, new ones inserted.
    private static func insertPlanExercises(_ sources: [PlanImportBatch.ExerciseSource], userID: Int64, now: Date, db: Database) throws -> [Int64] {
        let insert = try db.cachedStatement(sql: """
            INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        return try sources.map { source in
            switch source {
            case .existing(let id):
                try requireOwnExercise(id, userID: userID, db: db)
                return id
            case .create(let draft):
                try mappingUniqueViolation(to: .conflict("An exercise named \"\(draft.name)\" already exists. Preview the plan again.")) {
                    try insert.execute(arguments: [
                        userID, draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue, draft.notes, now, now,
                    ])
                }
                return db.lastInsertedRowID
            }
        }
    }

    /// Inserts a template whose targets name exercises by their position in `exerciseIDs`.
    private static func insertPlanTemplate(_ draft: TemplateDraft, exerciseIDs: [Int64], userID: Int64, now: Date, db: Database) throws -> Int64 {
        try mappingUniqueViolation(to: .conflict("A template named \"\(draft.name)\" already exists. Preview the plan again.")) {
            try db.execute(
                sql: "INSERT INTO template (user_id, name, name_key, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [userID, draft.name, draft.nameKey, draft.notes, now, now])
        }
        let id = db.lastInsertedRowID
        let targets = try draft.exercises.map { target in
            guard let position = Int(exactly: target.exerciseID), exerciseIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "exercises", message: "A target of \"\(draft.name)\" names no exercise of the plan.")
            }
            return ExerciseTarget(
                exerciseID: exerciseIDs[position], sets: target.sets, reps: target.reps, weight: target.weight, restSeconds: target.restSeconds,
                supersetGroup: target.supersetGroup, notes: target.notes)
        }
        try insertTemplateExercises(targets, templateID: id, userID: userID, db: db)
        return id
    }

    /// Inserts an inactive split whose days name templates by their position in `templateIDs`.
    private static func insertPlanSplit(_ draft: SplitDraft, templateIDs: [Int64], userID: Int64, now: Date, db: Database) throws -> Int64 {
        try mappingUniqueViolation(to: .conflict("A split named \"\(draft.name)\" already exists. Preview the plan again.")) {
            try db.execute(
                sql: "INSERT INTO split (user_id, name, name_key, schedule, advance, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [userID, draft.name, draft.nameKey, draft.schedule.rawValue, draft.advance.rawValue, now, now])
        }
        let id = db.lastInsertedRowID
        let days = try draft.days.map { day -> Int64? in
            guard let day else { return nil }
            guard let position = Int(exactly: day), templateIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "days", message: "A day of \"\(draft.name)\" names no template of the plan.")
            }
            return templateIDs[position]
        }
        try SplitRows.insertDays(days, splitID: id, userID: userID, GRDBConnection(db: db))
        return id
    }
}
