import Foundation
import RepbookCore

/// The steps of a plan import inside its transaction: each part inserted with the ids the earlier parts got.
enum PlanImport {
    /// The id of each of the batch's exercises: the user's own checked (and locked against a delete on PostgreSQL), new
    /// ones inserted.
    static func insertExercises(
        _ sources: [PlanImportBatch.ExerciseSource], userID: Int64, now: Date, _ connection: any SQLConnection
    ) throws -> [Int64] {
        try sources.map { source in
            switch source {
            case .existing(let id):
                try OwnRows.require([id], in: "exercise", userID: userID, notFound: { .notFound("No exercise with id \($0).") }, connection)
                return id
            case .create(let draft):
                return try connection.mappingUniqueViolation(
                    to: DomainError.conflict("An exercise named \"\(draft.name)\" already exists. Preview the plan again.")
                ) {
                    try connection.insert("""
                        INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        RETURNING id
                        """, [
                        userID, draft.name, draft.nameKey, draft.category.rawValue, draft.kind.rawValue, draft.equipment.rawValue,
                        draft.notes, now, now,
                    ])
                }
            }
        }
    }

    /// Inserts a template whose targets name exercises by their position in `exerciseIDs`.
    static func insertTemplate(_ draft: TemplateDraft, exerciseIDs: [Int64], userID: Int64, now: Date, _ connection: any SQLConnection) throws
        -> Int64
    {
        let id = try TemplateRows.insert(
            draft, conflict: .conflict("A template named \"\(draft.name)\" already exists. Preview the plan again."), userID: userID, now: now,
            connection)
        let targets = try draft.exercises.map { target in
            guard let position = Int(exactly: target.exerciseID), exerciseIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "exercises", message: "A target of \"\(draft.name)\" names no exercise of the plan.")
            }
            return ExerciseTarget(
                exerciseID: exerciseIDs[position], sets: target.sets, reps: target.reps, weight: target.weight, restSeconds: target.restSeconds,
                supersetGroup: target.supersetGroup, notes: target.notes)
        }
        try TemplateExerciseRows.insert(targets, templateID: id, userID: userID, connection)
        return id
    }

    /// Inserts an inactive split whose days name templates by their position in `templateIDs`.
    static func insertSplit(_ draft: SplitDraft, templateIDs: [Int64], userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        let id = try SplitRows.insert(
            draft, conflict: .conflict("A split named \"\(draft.name)\" already exists. Preview the plan again."), userID: userID, now: now,
            connection)
        let days = try draft.days.map { day -> Int64? in
            guard let day else { return nil }
            guard let position = Int(exactly: day), templateIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "days", message: "A day of \"\(draft.name)\" names no template of the plan.")
            }
            return templateIDs[position]
        }
        try SplitRows.insertDays(days, splitID: id, userID: userID, connection)
        return id
    }
}
