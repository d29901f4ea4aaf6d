import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: SharedPlanStore {
    public func insertPlan(_ batch: PlanImportBatch, userID: Int64, now: Date) async throws -> PlanImportReport {
        try await write { connection in
            let exerciseIDs = try await Self.insertPlanExercises(batch.exercises, userID: userID, now: now, connection: connection, logger: logger)
            var templateIDs: [Int64] = []
            for draft in batch.templates {
                templateIDs.append(
                    try await Self.insertPlanTemplate(draft, exerciseIDs: exerciseIDs, userID: userID, now: now, connection: connection, logger: logger))
            }
            var split: Split?
            if let draft = batch.split {
                let id = try await Self.insertPlanSplit(draft, templateIDs: templateIDs, userID: userID, now: now, connection: connection, logger: logger)
                split = try await PostgresSplitRows.require(id: id, userID: userID, connection: connection, logger: logger)
            }
            // What was written, read back in the same transaction.
            let createdIDs = zip(batch.exercises, exerciseIDs).compactMap { source, id -> Int64? in
                if case .create = source { id } else { nil }
            }
            let created = try await connection.all(
                """
                SELECT \(unescaped: PostgresRowDecoding.exerciseColumns) FROM exercise
                WHERE user_id = \(userID) AND id = ANY(\(createdIDs)::bigint[]) ORDER BY id
                """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.exercise))
            let templates = try await PostgresTemplateRows.fetch(ids: templateIDs, userID: userID, connection: connection, logger: logger)
            return PlanImportReport(
                createdExercises: created, matchedExerciseCount: batch.exercises.count - created.count, templates: templates, split: split)
        }
    }

    /// The id of each of the batch's exercises: the user's own checked (and locked against a delete), new ones inserted.
    private static func insertPlanExercises(
        _ sources: [PlanImportBatch.ExerciseSource], userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> [Int64] {
        var ids: [Int64] = []
        for source in sources {
            switch source {
            case .existing(let id):
                try await PostgresTemplateRows.requireOwnExercises([id], userID: userID, connection: connection, logger: logger)
                ids.append(id)
            case .create(let draft):
                let id = try await connection.mappingUniqueViolation(
                    to: .conflict("An exercise named \"\(draft.name)\" already exists. Preview the plan again.")
                ) {
                    try await connection.first(
                        """
                        INSERT INTO exercise (user_id, name, name_key, category, kind, equipment, notes, created_at, updated_at)
                        VALUES (
                            \(userID), \(draft.name), \(draft.nameKey), \(draft.category.rawValue), \(draft.kind.rawValue),
                            \(draft.equipment.rawValue), \(draft.notes), \(now), \(now))
                        RETURNING id
                        """, logger: logger) { try $0.decode(Int64.self) }
                }
                guard let id else { throw CorruptPostgresRow(description: "INSERT INTO exercise returned no row") }
                ids.append(id)
            }
        }
        return ids
    }

    /// Inserts a template whose targets name exercises by their position in `exerciseIDs`.
    private static func insertPlanTemplate(
        _ draft: TemplateDraft, exerciseIDs: [Int64], userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        let id = try await PostgresTemplateRows.insert(
            draft, conflict: .conflict("A template named \"\(draft.name)\" already exists. Preview the plan again."), userID: userID, now: now,
            connection: connection, logger: logger)
        let targets = try draft.exercises.map { target in
            guard let position = Int(exactly: target.exerciseID), exerciseIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "exercises", message: "A target of \"\(draft.name)\" names no exercise of the plan.")
            }
            return ExerciseTarget(
                exerciseID: exerciseIDs[position], sets: target.sets, reps: target.reps, weight: target.weight, restSeconds: target.restSeconds,
                supersetGroup: target.supersetGroup, notes: target.notes)
        }
        try await PostgresTemplateRows.insertExercises(targets, templateID: id, userID: userID, connection: connection, logger: logger)
        return id
    }

    /// Inserts an inactive split whose days name templates by their position in `templateIDs`.
    private static func insertPlanSplit(
        _ draft: SplitDraft, templateIDs: [Int64], userID: Int64, now: Date, connection: PostgresConnection, logger: Logger
    ) async throws -> Int64 {
        let id = try await PostgresSplitRows.insert(
            draft, conflict: .conflict("A split named \"\(draft.name)\" already exists. Preview the plan again."), userID: userID, now: now,
            connection: connection, logger: logger)
        let days = try draft.days.map { day -> Int64? in
            guard let day else { return nil }
            guard let position = Int(exactly: day), templateIDs.indices.contains(position) else {
                throw DomainError.invalid(field: "days", message: "A day of \"\(draft.name)\" names no template of the plan.")
            }
            return templateIDs[position]
        }
        try await PostgresSplitRows.insertDays(days, splitID: id, userID: userID, connection: connection, logger: logger)
        return id
    }
}
