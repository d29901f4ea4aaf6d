import Foundation
import Logging
import PostgresNIO
import RepbookCore
import RepbookStorage

/// Changing an exercise's fields: on a change of kind its session summaries are rewritten by `PostgresSessionWriting`,
/// which is async and PostgreSQL's own until the workouts are on the shared path.
extension PostgresStore {
    public func updateExercise(id: Int64, userID: Int64, draft: ExerciseDraft, now: Date) async throws -> Exercise {
        try await write { connection in
            // A change of kind folds the user's running bests again: the user's row is locked first, as every fold of
            // them is (one at a time, always the user before a workout or an exercise).
            try await PostgresUserLock.lock(userID: userID, connection: connection, logger: logger)
            let kind = try await connection.first(
                "SELECT kind FROM exercise WHERE id = \(id) AND user_id = \(userID)", logger: logger) { try $0.decode(String.self) }
            let exercise = try await connection.mappingUniqueViolation(to: ExerciseRows.nameTaken(draft.name)) {
                try await connection.first(
                    """
                    UPDATE exercise SET
                        name = \(draft.name), name_key = \(draft.nameKey), category = \(draft.category.rawValue),
                        kind = \(draft.kind.rawValue), equipment = \(draft.equipment.rawValue), notes = \(draft.notes), updated_at = \(now)
                    WHERE id = \(id) AND user_id = \(userID)
                    RETURNING \(unescaped: PostgresRowDecoding.exerciseColumns)
                    """, logger: logger, PostgresRowDecoding.row(PostgresRowDecoding.exercise))
            }
            guard let exercise else { throw DomainError.notFound("No exercise with id \(id).") }
            // What counts as volume and load depends on the kind: its session summaries are written again.
            if let kind, kind != draft.kind.rawValue {
                try await PostgresSessionWriting.rewrite(exerciseID: id, connection: connection, logger: logger)
            }
            return exercise
        }
    }
}
