import Foundation

/// Persistence of a user's exercise library; every call is scoped to one user.
public protocol ExerciseStore: Sendable {
    /// The user's exercises matching the query, favourites first, then in the query's order.
    func exercises(userID: Int64, query: ExerciseQuery) async throws -> [Exercise]
    /// One of the user's exercises; nil for a missing id or another user's exercise.
    func exercise(id: Int64, userID: Int64) async throws -> Exercise?
    /// Adds an exercise; a name clash is a conflict.
    func insertExercise(_ draft: ExerciseDraft, userID: Int64, now: Date) async throws -> Exercise
    /// Replaces an exercise's fields; a name clash is a conflict, a missing one not found.
    func updateExercise(id: Int64, userID: Int64, draft: ExerciseDraft, now: Date) async throws -> Exercise
    /// Marks or unmarks a favourite.
    func setFavorite(id: Int64, userID: Int64, isFavorite: Bool, now: Date) async throws -> Exercise
    /// Archives or unarchives.
    func setArchived(id: Int64, userID: Int64, isArchived: Bool, now: Date) async throws -> Exercise
    /// Whether any logged set refers to the exercise.
    func exerciseHasHistory(id: Int64, userID: Int64) async throws -> Bool
    /// Deletes an exercise that has no history.
    func deleteExercise(id: Int64, userID: Int64) async throws
    /// Adds the library exercises the user lacks (matched by seed key), once per library version; safe to repeat.
    @discardableResult
    func seedLibrary(userID: Int64, library: [LibraryExercise], version: Int, now: Date) async throws -> Int
}
