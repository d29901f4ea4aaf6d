import Foundation
import RepbookCore

/// Changing an exercise's fields, one transaction: the row updated and answered back, and on a change of kind (what
/// counts as volume and load) the session summaries of its workouts rewritten with the running bests folded again.
extension SQLStore {
    public func updateExercise(id: Int64, userID: Int64, draft: ExerciseDraft, now: Date) async throws -> Exercise {
        try await engine.write { connection in
            // A change of kind folds the user's running bests again: on PostgreSQL the user's row is locked first, as
            // every fold of them is (one at a time, always the user before a workout or an exercise).
            try UserLock.lock(userID: userID, connection)
            let kind: String? = try connection.value("SELECT kind FROM exercise WHERE id = ? AND user_id = ?", [id, userID], column: "kind")
            let exercise = try connection.mappingUniqueViolation(to: ExerciseRows.nameTaken(draft.name)) {
                try ExerciseRows.require(
                    ExerciseRows.update, ExerciseRows.updateArguments(draft, id: id, userID: userID, now: now), id: id, connection)
            }
            if let kind, kind != draft.kind.rawValue { try SessionWriting.rewrite(exerciseID: id, connection) }
            return exercise
        }
    }
}
