import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// Changing an exercise's fields: the shared exercise statements, then (on a change of kind) the session summaries
/// rewritten by `ExerciseSessionWriting`, which is SQLite's until the workouts are on the shared path.
extension SQLiteStore {
    public func updateExercise(id: Int64, userID: Int64, draft: ExerciseDraft, now: Date) async throws -> Exercise {
        try await writer.write { db in
            let connection = GRDBConnection(db: db)
            let kind = try String.fetchOne(db, sql: "SELECT kind FROM exercise WHERE id = ? AND user_id = ?", arguments: [id, userID])
            let exercise = try connection.mappingUniqueViolation(to: ExerciseRows.nameTaken(draft.name)) {
                try ExerciseRows.require(ExerciseRows.update, ExerciseRows.updateArguments(draft, id: id, userID: userID, now: now), id: id, connection)
            }
            // What counts as volume and load depends on the kind: its session summaries are written again.
            if let kind, kind != draft.kind.rawValue { try ExerciseSessionWriting.rewrite(exerciseID: id, db: db) }
            return exercise
        }
    }

}
