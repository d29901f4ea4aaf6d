import Foundation
import RepbookCore

/// A shared plan imported whole in one transaction: its new exercises, its templates and its split (not activated), read
/// back in the same transaction.
extension SQLStore {
    public func insertPlan(_ batch: PlanImportBatch, userID: Int64, now: Date) async throws -> PlanImportReport {
        try await engine.write { connection in
            let exerciseIDs = try PlanImport.insertExercises(batch.exercises, userID: userID, now: now, connection)
            let templateIDs = try batch.templates.map { draft in
                try PlanImport.insertTemplate(draft, exerciseIDs: exerciseIDs, userID: userID, now: now, connection)
            }
            let split = try batch.split.map { draft in
                try SplitRows.require(
                    id: try PlanImport.insertSplit(draft, templateIDs: templateIDs, userID: userID, now: now, connection), userID: userID, connection)
            }
            // What was written, read back in the same transaction.
            let createdIDs = zip(batch.exercises, exerciseIDs).compactMap { source, id -> Int64? in
                if case .create = source { id } else { nil }
            }
            let created = createdIDs.isEmpty ? [] : try connection.all(
                SQL("SELECT \(ExerciseRows.columns) FROM exercise WHERE user_id = ? AND id IN (\(SQL.placeholders(createdIDs.count))) ORDER BY id"),
                [userID] + createdIDs, columns: ExerciseRows.selected, ExerciseRows.exercise)
            let templates = try TemplateRows.fetch(ids: templateIDs, userID: userID, connection)
            return PlanImportReport(
                createdExercises: created, matchedExerciseCount: batch.exercises.count - created.count, templates: templates, split: split)
        }
    }
}
