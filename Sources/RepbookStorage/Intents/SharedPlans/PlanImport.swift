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
                try OwnRows.require([id], in: "exercise", userID: userID, notFound: { .notFound(
                    LocalizedText("error.no_exercise_with_id", ["exerciseID": "\($0)"])) }, connection)
                return id
            case .create(let draft):
                return try connection.mappingUniqueViolation(
                    to: DomainError.conflict(LocalizedText("error.exercise_named_already_exists_preview_plan", ["draft": "\(draft.name)"]))
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
            draft, conflict: .conflict(
                LocalizedText("error.template_named_already_exists_preview_plan", ["draft": "\(draft.name)"])), userID: userID, now: now,
            connection)
        let targets = try draft.exercises.map { target in
            guard let position = Int(exactly: target.exerciseID), exerciseIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "exercises", message:
                    LocalizedText("error.target_names_no_exercise_plan", ["draft": "\(draft.name)"]))
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
            draft, conflict: .conflict(
                LocalizedText("error.split_named_already_exists_preview_plan", ["draft": "\(draft.name)"])), userID: userID, now: now,
            connection)
        let days = try draft.days.map { day -> Int64? in
            guard let day else { return nil }
            guard let position = Int(exactly: day), templateIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "days", message: LocalizedText("error.day_names_no_template_plan", ["draft": "\(draft.name)"]))
            }
            return templateIDs[position]
        }
        try SplitRows.insertDays(days, splitID: id, userID: userID, connection)
        return id
    }
}
