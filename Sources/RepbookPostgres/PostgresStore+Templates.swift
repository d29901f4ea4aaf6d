import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: TemplateStore {
    public func templates(userID: Int64) async throws -> [WorkoutTemplate] {
        try await snapshot { connection in
            let heads = try await connection.all(
                "SELECT \(unescaped: PostgresTemplateRows.templateColumns) FROM template WHERE user_id = \(userID) ORDER BY name_key",
                logger: logger, PostgresRowDecoding.row(PostgresTemplateRows.template))
            let exercises = try await PostgresTemplateRows.exercises(of: heads.map(\.id), connection: connection, logger: logger)
            return heads.map { $0.template(exercises: exercises[$0.id] ?? []) }
        }
    }

    public func template(id: Int64, userID: Int64) async throws -> WorkoutTemplate? {
        try await snapshot { connection in try await PostgresTemplateRows.fetch(id: id, userID: userID, connection: connection, logger: logger) }
    }

    public func insertTemplate(_ draft: TemplateDraft, userID: Int64, now: Date) async throws -> WorkoutTemplate {
        try await write { connection in
            try await PostgresTemplateRows.insertWhole(
                draft, conflict: Self.templateNameTaken(draft.name), userID: userID, now: now, connection: connection, logger: logger)
        }
    }

    public func updateTemplate(id: Int64, userID: Int64, draft: TemplateDraft, now: Date) async throws -> WorkoutTemplate {
        try await write { connection in
            try await PostgresTemplateRows.updateWhole(
                id: id, to: draft, conflict: Self.templateNameTaken(draft.name), userID: userID, now: now, connection: connection, logger: logger)
        }
    }

    public func deleteTemplate(id: Int64, userID: Int64) async throws {
        try await write { connection in
            // Locked first: a split saved at once either took its key-share lock before (and is seen below) or waits and
            // then finds the template gone.
            guard let name = try await connection.first(
                "SELECT name FROM template WHERE id = \(id) AND user_id = \(userID) FOR UPDATE", logger: logger, { try $0.decode(String.self) })
            else { throw PostgresTemplateRows.notFound(id) }
            if let split = try await connection.first(
                """
                SELECT coalesce(split.custom_name, split.name) FROM split_day JOIN split ON split.id = split_day.split_id
                WHERE split_day.template_id = \(id) AND split.user_id = \(userID) ORDER BY split.is_active DESC LIMIT 1
                """, logger: logger, { try $0.decode(String.self) }) {
                throw DomainError.conflict("\"\(name)\" is a day of the split \"\(split)\". Change that split's days before deleting it.")
            }
            try await connection.run("DELETE FROM template WHERE id = \(id) AND user_id = \(userID)", logger: logger)
        }
    }

    static func templateNameTaken(_ name: String) -> DomainError {
        .conflict("A template named \"\(name)\" already exists. Pick another name.")
    }
}
